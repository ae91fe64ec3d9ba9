import { category, categoryInUseMessage, type CreateValues, type UpdateValues } from '@/contract';
import { categoryNameKey } from '@/lib/uniqueKeys';
import { listParams, listReply, numericId, requireJson, requireSession, type RouteContext } from '../context';
import type { StoredCategory } from '../db';
import { fail, ok, type MockReply } from '../http';
import { validate, validatePartial, versionOf } from '../validate';
import { createVersioned, deleteVersioned, findOr404, updateVersioned, type MockRepo } from '../versioned';

type Fields = typeof category.fields;

export function withCount(ctx: RouteContext, row: StoredCategory) {
  const name = row.category.toLowerCase();
  return { ...row, blogCount: ctx.db.blogs.filter((blog) => blog.category?.toLowerCase() === name).length };
}

/** The server's key (src/lib/uniqueKeys.ts): look-alike names (NFKC, invisible characters, spacing, case) clash. */
const newKey = (values: UpdateValues<Fields>, row?: StoredCategory) =>
  values.category !== undefined && values.category !== row?.category ? categoryNameKey(values.category) : undefined;

const repo: MockRepo<StoredCategory, CreateValues<Fields>, UpdateValues<Fields>> = {
  resource: category,
  rows: (ctx) => ctx.db.categories,
  setRows: (ctx, rows) => {
    ctx.db.categories = rows;
  },
  find: (ctx, key) => {
    const id = numericId(key, category.noun);
    return ctx.db.categories.find((row) => row.id === id);
  },
  toWire: withCount,
  label: (row) => row.category,
  recordId: (row) => String(row.id),
  version: (row) => row.version,
  image: () => null,
  uniqueKey: newKey,
  keyTaken: (ctx, values, row) => {
    const key = newKey(values, row);
    if (key === undefined || (row && key === categoryNameKey(row.category))) return false;
    return ctx.db.categories.some((other) => other !== row && categoryNameKey(other.category) === key);
  },
  build: (ctx, values, { date }) => ({ id: ctx.db.nextId++, ...values, createdAt: date, version: 1 }),
  apply: (ctx, row, values) => {
    if (values.category !== undefined && values.category !== row.category) {
      const old = row.category.toLowerCase();
      for (const blog of ctx.db.blogs) if (blog.category?.toLowerCase() === old) blog.category = values.category;
    }
    Object.assign(row, values);
  },
  bumpVersion: (row) => {
    row.version += 1;
  },
};

/** `/category/*` (README "Categories"): list and get are public. */
export async function categoryRoutes(ctx: RouteContext): Promise<MockReply | null> {
  const [root, action, rawId] = ctx.segments;
  if (root !== 'category') return null;
  const route = `${ctx.method} ${action}`;

  if (route === 'GET listCategories') {
    const params = listParams(ctx, category.list);
    const rows = ctx.db.categories.map((row) => withCount(ctx, row));
    return ok(
      listReply(rows, category.list, params, { sortKey: { category: (row) => categoryNameKey(row.category) } }),
    );
  }
  if (route === 'GET getCategory') return ok({ result: withCount(ctx, findOr404(ctx, repo, rawId)) });
  if (route === 'POST addCategory') {
    const session = requireSession(ctx);
    const body = requireJson(ctx);
    return createVersioned(ctx, repo, session.email, validate(body, category.fields), body);
  }
  if (route === 'PUT updateCategory') {
    const session = requireSession(ctx);
    const body = requireJson(ctx);
    const version = versionOf(body);
    const values = validatePartial(body, category.fields);
    return updateVersioned(ctx, repo, session.email, {
      row: findOr404(ctx, repo, rawId),
      version,
      changes: () => ({ values, empty: Object.keys(values).length === 0 }),
      form: body,
      removeImage: false,
    });
  }
  if (route === 'DELETE deleteCategory') {
    requireSession(ctx);
    return deleteVersioned(ctx, repo, findOr404(ctx, repo, rawId), {
      check: (row) => {
        const used = row ? withCount(ctx, row).blogCount : 0;
        if (used > 0) fail(409, categoryInUseMessage(used));
      },
    });
  }
  return null;
}
