import { countLabel, NOUNS } from '@/lib/plural';
import {
  byDateAsc,
  byDateDesc,
  byText,
  listReply,
  numericId,
  requireJson,
  requireSession,
  type RouteContext,
} from '../context';
import type { StoredCategory } from '../db';
import { fail, notFound, ok, validationFailed, type MockReply } from '../http';
import { categoryNameKey } from '@/lib/uniqueKeys';
import { assertKeyNotInTrash, moveToTrash } from '../trash';
import { Checks } from '../validate';

export function withCount(ctx: RouteContext, row: StoredCategory) {
  const name = row.category.toLowerCase();
  return { ...row, blogCount: ctx.db.blogs.filter((blog) => blog.category?.toLowerCase() === name).length };
}

function validate(body: Record<string, unknown>, partial: boolean) {
  const c = new Checks();
  const opt = { required: !partial };
  c.text('category', body.category, 1, 100, opt);
  c.httpUrl('categoryUrl', body.categoryUrl, { ...opt, allowPath: true });
  c.text('categoryDescription', body.categoryDescription, 1, 1000, opt);
  if (c.failed) validationFailed(c.errors);
}

function assertUniqueName(ctx: RouteContext, name: string, except?: StoredCategory) {
  // The server's rule (src/lib/uniqueKeys.ts): look-alike names (NFKC, invisible characters, spacing, case) clash.
  const key = categoryNameKey(name);
  const clash = ctx.db.categories.find((row) => row !== except && categoryNameKey(row.category) === key);
  if (clash) fail(409, 'A category with this name already exists', { errors: { category: 'category already exists' } });
  if (!except || key !== categoryNameKey(except.category)) assertKeyNotInTrash(ctx.db, 'category', key);
}

/** `/category/*` (docs/api-contract.md "Categories"): list and get are public. */
export function categoryRoutes(ctx: RouteContext): MockReply | null {
  const [root, action, rawId] = ctx.segments;
  if (root !== 'category') return null;
  const find = () => {
    const id = numericId(rawId, 'Category');
    return ctx.db.categories.find((row) => row.id === id) ?? notFound('Category');
  };
  const route = `${ctx.method} ${action}`;

  if (route === 'GET listCategories') {
    const rows = ctx.db.categories.map((row) => withCount(ctx, row));
    return ok(
      listReply(ctx, rows, {
        search: ['category', 'categoryDescription'],
        sorts: { newest: byDateDesc('createdAt'), oldest: byDateAsc('createdAt'), name: byText('category') },
        defaultSort: 'name',
      }),
    );
  }
  if (route === 'GET getCategory') return ok({ result: withCount(ctx, find()) });
  if (route === 'POST addCategory') {
    requireSession(ctx);
    const body = requireJson(ctx);
    validate(body, false);
    const name = String(body.category).trim();
    assertUniqueName(ctx, name);
    const row: StoredCategory = {
      id: ctx.db.nextId++,
      category: name,
      categoryUrl: String(body.categoryUrl).trim(),
      categoryDescription: String(body.categoryDescription).trim(),
      createdAt: ctx.now().toISOString(),
      version: 1,
    };
    ctx.db.categories.push(row);
    ctx.record({ action: `Category "${name}" created`, type: 'category', recordId: String(row.id), recordLabel: name });
    return ok({ result: withCount(ctx, row) }, 201);
  }
  if (route === 'PUT updateCategory') {
    requireSession(ctx);
    const row = find();
    const body = requireJson(ctx);
    if (body.version !== undefined && Number(body.version) !== row.version) {
      fail(409, 'This record was changed by someone else. Reload it to see their changes.', {
        current: withCount(ctx, row),
      });
    }
    validate(body, true);
    if (typeof body.category === 'string') {
      const name = body.category.trim();
      assertUniqueName(ctx, name, row);
      const old = row.category.toLowerCase();
      for (const blog of ctx.db.blogs) if (blog.category?.toLowerCase() === old) blog.category = name;
      row.category = name;
    }
    if (typeof body.categoryUrl === 'string') row.categoryUrl = body.categoryUrl.trim();
    if (typeof body.categoryDescription === 'string') row.categoryDescription = body.categoryDescription.trim();
    row.version += 1;
    ctx.record({
      action: `Category "${row.category}" updated`,
      type: 'category',
      recordId: String(row.id),
      recordLabel: row.category,
    });
    return ok({ result: withCount(ctx, row) });
  }
  if (route === 'DELETE deleteCategory') {
    requireSession(ctx);
    const row = find();
    const used = withCount(ctx, row).blogCount;
    if (used > 0) fail(409, `This category is used by ${countLabel(used, NOUNS.blogPost)}. Move or delete them first.`);
    moveToTrash(ctx, 'category', row);
    return ok({ result: true });
  }
  return null;
}
