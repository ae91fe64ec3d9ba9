import { blog, BLOG_MESSAGES, type CreateValues, type UpdateValues } from '@/contract';
import { listParams, listReply, requireForm, requireSession, type RouteContext } from '../context';
import type { MockDb } from '../db';
import { ok, validationFailed, type MockReply } from '../http';
import {
  blogView,
  publishingAction,
  publishingOnCreate,
  publishingOnUpdate,
  stateOf,
  statusFilter,
  type Publishing,
} from '../publishing';
import { flagOf, hasContent, sanitizeHtml, validate, validatePartial, versionOf } from '../validate';
import { blogMatches, blogTitleRank } from './search';
import { createVersioned, deleteVersioned, findOr404, updateVersioned, type MockRepo } from '../versioned';

type Blog = MockDb['blogs'][number];
type Fields = typeof blog.fields;
type BlogCreate = CreateValues<Fields> & { publishing: Publishing };
type BlogUpdate = UpdateValues<Fields> & { publishing?: Publishing | undefined };

/** A `creator`/`changer` the form sent (stories name people), else the signed-in admin. */
const named = (value: unknown, actor: string) => (typeof value === 'string' && value ? value : actor);

/** Sanitises `description`; it must still hold text or media afterwards (as the server). */
function cleanDescription<T extends { description?: string | undefined }>(values: T): T {
  if (values.description === undefined) return values;
  const clean = sanitizeHtml(values.description);
  if (!hasContent(clean)) validationFailed({ description: BLOG_MESSAGES.descriptionEmpty });
  return { ...values, description: clean };
}

/** A post names an existing category (looked up once every field is well-formed, as on the server). */
function requireCategory(ctx: RouteContext, name: string | undefined) {
  if (name !== undefined && !ctx.db.categories.some((row) => row.category === name)) {
    validationFailed({ category: BLOG_MESSAGES.categoryMissing });
  }
}

const repo: MockRepo<Blog, BlogCreate, BlogUpdate> = {
  resource: blog,
  rows: (ctx) => ctx.db.blogs,
  setRows: (ctx, rows) => {
    ctx.db.blogs = rows;
  },
  find: (ctx, key) => {
    const blogId = key ? decodeURIComponent(key) : '';
    return ctx.db.blogs.find((row) => row.blogId === blogId);
  },
  toWire: (ctx, row) => blogView(row, ctx.now()),
  label: (row) => row.blogTitle,
  recordId: (row) => row.blogId,
  version: (row) => row.version,
  image: (row) => row.imageUrl,
  uniqueKey: (values, row) =>
    values.blogId !== undefined && values.blogId !== row?.blogId ? values.blogId : undefined,
  keyTaken: (ctx, values, row) =>
    values.blogId !== undefined &&
    values.blogId !== row?.blogId &&
    ctx.db.blogs.some((other) => other.blogId === values.blogId),
  build: (ctx, { publishing, ...values }, { actor, date, image, form }) => ({
    id: ctx.db.nextId++,
    ...values,
    creator: named(form.creator, actor),
    changer: named(form.changer, actor),
    createdDate: date,
    changedDate: date,
    imageUrl: image ?? null,
    version: 1,
    ...publishing,
  }),
  apply: (_ctx, row, { publishing, ...values }, { actor, date, image, form }) => {
    Object.assign(row, values, publishing);
    if (image !== undefined) row.imageUrl = image;
    row.changer = named(form.changer, actor);
    row.changedDate = date;
  },
  bumpVersion: (row) => {
    row.version += 1;
  },
};

/** `/blogs/*` (README "Blogs"). */
export async function blogRoutes(ctx: RouteContext): Promise<MockReply | null> {
  const [root, action, rawId] = ctx.segments;
  if (root !== 'blogs') return null;
  const route = `${ctx.method} ${action}`;

  if (route === 'GET list') {
    requireSession(ctx);
    const params = listParams(ctx, blog.list);
    const now = ctx.now();
    const { category, status } = params.filters;
    const byStatus = statusFilter(status ?? null, now);
    let rows = category ? ctx.db.blogs.filter((row) => row.category === category) : ctx.db.blogs;
    if (byStatus) rows = rows.filter((row) => byStatus(stateOf(row)));
    return ok(
      listReply(
        rows.map((row) => blogView(row, now)),
        blog.list,
        params,
        { matches: blogMatches, rank: blogTitleRank },
      ),
    );
  }
  if (route === 'GET getBlog') {
    requireSession(ctx);
    return ok({ result: repo.toWire(ctx, findOr404(ctx, repo, rawId)) });
  }
  if (route === 'POST createBlog') {
    const session = requireSession(ctx);
    const form = requireForm(ctx);
    const values = cleanDescription(validate(form, blog.fields));
    const publishing = publishingOnCreate(form, ctx.now());
    return createVersioned(ctx, repo, session.email, { ...values, publishing }, form, {
      check: () => requireCategory(ctx, values.category),
      // The spec's wording for the default path; drafts and scheduled posts say what happened instead.
      action: (row) =>
        publishing.status === 'published'
          ? `New blog post "${row.blogTitle}" published`
          : publishingAction(row.blogTitle, publishing),
    });
  }
  if (route === 'PUT updateBlog') {
    const session = requireSession(ctx);
    const row = findOr404(ctx, repo, rawId);
    const form = requireForm(ctx);
    const version = versionOf(form);
    const removeImage = flagOf(form, 'removeImage');
    const values = cleanDescription(validatePartial(form, blog.fields));
    let publishing: Publishing | undefined;
    return updateVersioned(
      ctx,
      repo,
      session.email,
      {
        row,
        version,
        changes: (current) => {
          publishing = publishingOnUpdate(form, stateOf(current), ctx.now());
          return { values: { ...values, publishing }, empty: Object.keys(values).length === 0 && !publishing };
        },
        form,
        removeImage,
      },
      {
        check: () => requireCategory(ctx, values.category),
        action: (saved) =>
          publishing ? publishingAction(saved.blogTitle, publishing) : `Blog post "${saved.blogTitle}" updated`,
      },
    );
  }
  if (route === 'DELETE deleteBlog') {
    requireSession(ctx);
    return deleteVersioned(ctx, repo, findOr404(ctx, repo, rawId));
  }
  return null;
}
