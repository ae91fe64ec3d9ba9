import { byDateAsc, byDateDesc, byText, listReply, requireForm, requireSession, type RouteContext } from '../context';
import type { MockDb } from '../db';
import { fail, notFound, ok, validationFailed, type MockReply } from '../http';
import {
  blogView,
  publishingAction,
  publishingOnCreate,
  publishingOnUpdate,
  stateOf,
  statusFilter,
} from '../publishing';
import { BLOG_ID_PATTERN, Checks, hasContent, sanitizeHtml, str } from '../validate';
import { assertKeyNotInTrash, moveToTrash } from '../trash';
import { storeImage } from './uploads';

type Blog = MockDb['blogs'][number];
const TEXT_FIELDS = [
  'blogId',
  'blogTitle',
  'blogUrl',
  'metaTitle',
  'metaDescription',
  'description',
  'category',
] as const;

function validate(ctx: RouteContext, form: Record<string, unknown>, partial: boolean) {
  const c = new Checks();
  const opt = { required: !partial };
  const blogId = c.text('blogId', form.blogId, 1, 50, opt);
  if (blogId !== undefined)
    c.rule('blogId', BLOG_ID_PATTERN.test(blogId), 'blogId may only hold lowercase letters, digits and single hyphens');
  c.text('blogTitle', form.blogTitle, 1, 200, opt);
  c.httpUrl('blogUrl', form.blogUrl, opt);
  c.text('metaTitle', form.metaTitle, 1, 200, opt);
  c.text('metaDescription', form.metaDescription, 1, 500, opt);
  let description: string | undefined;
  if (form.description !== undefined || !partial) {
    description = sanitizeHtml(str(form.description));
    c.rule(
      'description',
      description.length <= 200_000 && hasContent(description),
      'description must have text or media',
    );
  }
  const category = c.text('category', form.category, 1, 100, opt);
  // like the server, the category is looked up only once every field is well-formed
  if (category !== undefined && !c.failed) {
    const found = ctx.db.categories.find((row) => row.category.toLowerCase() === category.toLowerCase());
    c.rule('category', Boolean(found), 'category must name an existing category');
  }
  if (c.failed) validationFailed(c.errors);
  return { description };
}

/** `/blogs/*` (docs/api-contract.md "Blogs"). */
export async function blogRoutes(ctx: RouteContext): Promise<MockReply | null> {
  const [root, action, rawId] = ctx.segments;
  if (root !== 'blogs') return null;
  const blogId = rawId ? decodeURIComponent(rawId) : '';
  const find = () => ctx.db.blogs.find((row) => row.blogId === blogId) ?? notFound('Blog');
  const route = `${ctx.method} ${action}`;

  if (route === 'GET list') {
    requireSession(ctx);
    const now = ctx.now();
    const category = ctx.query.get('category')?.toLowerCase();
    const byStatus = statusFilter(ctx.query.get('status'), now);
    let rows = category ? ctx.db.blogs.filter((row) => row.category?.toLowerCase() === category) : ctx.db.blogs;
    if (byStatus) rows = rows.filter((row) => byStatus(stateOf(row)));
    return ok(
      listReply<Blog>(
        ctx,
        rows.map((row) => blogView(row, now)),
        {
          search: ['blogTitle', 'blogId', 'metaTitle', 'metaDescription'],
          sorts: { newest: byDateDesc('createdDate'), oldest: byDateAsc('createdDate'), title: byText('blogTitle') },
          defaultSort: 'newest',
        },
      ),
    );
  }
  if (route === 'GET getBlog') {
    requireSession(ctx);
    return ok({ result: blogView(find(), ctx.now()) });
  }
  if (route === 'POST createBlog') {
    const session = requireSession(ctx);
    const form = requireForm(ctx);
    const { description } = validate(ctx, form, false);
    const publishing = publishingOnCreate(form, ctx.now());
    if (ctx.db.blogs.some((row) => row.blogId === String(form.blogId).trim())) {
      fail(409, 'A blog post with this blogId already exists', { errors: { blogId: 'blogId already exists' } });
    }
    assertKeyNotInTrash(ctx.db, 'blog', String(form.blogId).trim());
    const imageUrl = await storeImage(ctx, form.image, 'blogs');
    const date = ctx.now().toISOString();
    const actor = session.email.split('@')[0] ?? 'admin';
    const category = ctx.db.categories.find(
      (row) => row.category.toLowerCase() === String(form.category).trim().toLowerCase(),
    );
    const blog: Blog = {
      id: ctx.db.nextId++,
      blogId: String(form.blogId).trim(),
      blogTitle: String(form.blogTitle).trim(),
      blogUrl: String(form.blogUrl).trim(),
      metaTitle: String(form.metaTitle).trim(),
      metaDescription: String(form.metaDescription).trim(),
      description: description ?? '',
      category: category?.category ?? String(form.category),
      creator: typeof form.creator === 'string' && form.creator ? form.creator : actor,
      changer: typeof form.changer === 'string' && form.changer ? form.changer : actor,
      channel: typeof form.channel === 'string' && form.channel ? form.channel : 'API',
      createdDate: date,
      changedDate: date,
      imageUrl,
      version: 1,
      ...publishing,
    };
    ctx.db.blogs.push(blog);
    ctx.record({
      action:
        publishing.status === 'published'
          ? `New blog post "${blog.blogTitle}" published`
          : publishingAction(blog.blogTitle, publishing),
      type: 'blog',
      recordId: blog.blogId,
      recordLabel: blog.blogTitle,
    });
    return ok({ result: blogView(blog, ctx.now()) }, 201);
  }
  if (route === 'PUT updateBlog') {
    const session = requireSession(ctx);
    const blog = find();
    const form = requireForm(ctx);
    if (form.version !== undefined && Number(form.version) !== blog.version) {
      fail(409, 'This record was changed by someone else. Reload it to see their changes.', {
        current: blogView(blog, ctx.now()),
      });
    }
    const { description } = validate(ctx, form, true);
    const publishing = publishingOnUpdate(form, stateOf(blog), ctx.now());
    const nextId = typeof form.blogId === 'string' ? form.blogId.trim() : blog.blogId;
    if (nextId !== blog.blogId && ctx.db.blogs.some((row) => row.blogId === nextId)) {
      fail(409, 'A blog post with this blogId already exists', { errors: { blogId: 'blogId already exists' } });
    }
    if (nextId !== blog.blogId) assertKeyNotInTrash(ctx.db, 'blog', nextId);
    const imageUrl =
      form.removeImage === 'true' ? null : ((await storeImage(ctx, form.image, 'blogs')) ?? blog.imageUrl);
    for (const field of TEXT_FIELDS) {
      if (typeof form[field] === 'string')
        (blog as unknown as Record<string, unknown>)[field] = String(form[field]).trim();
    }
    if (description !== undefined) blog.description = description;
    if (typeof form.category === 'string') {
      blog.category =
        ctx.db.categories.find((row) => row.category.toLowerCase() === blog.category?.toLowerCase())?.category ??
        blog.category;
    }
    blog.imageUrl = imageUrl;
    if (publishing) Object.assign(blog, publishing);
    blog.changer =
      typeof form.changer === 'string' && form.changer ? form.changer : (session.email.split('@')[0] ?? 'admin');
    if (typeof form.channel === 'string' && form.channel) blog.channel = form.channel;
    blog.changedDate = ctx.now().toISOString();
    blog.version += 1;
    ctx.record({
      action: publishing ? publishingAction(blog.blogTitle, publishing) : `Blog post "${blog.blogTitle}" updated`,
      type: 'blog',
      recordId: blog.blogId,
      recordLabel: blog.blogTitle,
    });
    return ok({ result: blogView(blog, ctx.now()) });
  }
  if (route === 'DELETE deleteBlog') {
    requireSession(ctx);
    moveToTrash(ctx, 'blog', find());
    return ok({ result: true });
  }
  return null;
}
