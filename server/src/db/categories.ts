/** Every query on categories (src/contract/category.ts describes the record). */
import type { ExpressionBuilder, Selectable } from 'kysely';
import { categoryNameKey } from '../../../src/lib/uniqueKeys.ts';
import { category, type CategoryRecord, type ListParams, type UpdateValues } from '../../../src/contract/index.ts';
import type { RepoOf } from '../services/versioned.ts';
import { iso } from './errors.ts';
import type { Db } from './index.ts';
import { deleteById, listRows, updateAtVersion } from './list.ts';
import type { CategoriesTable, Database } from './schema.ts';

type Fields = typeof category.fields;
export type CategoryRow = Selectable<CategoriesTable> & { blogCount: number | null };

const blogCount = (eb: ExpressionBuilder<Database, 'categories'>) =>
  eb
    .selectFrom('blogs')
    .select((b) => b.fn.countAll<number>().as('n'))
    .whereRef('blogs.category', '=', 'categories.category')
    .as('blogCount');

export const toCategory = (row: CategoryRow): CategoryRecord => ({
  id: row.id,
  category: row.category,
  categoryUrl: row.categoryUrl,
  categoryDescription: row.categoryDescription,
  createdAt: iso(row.createdAt) ?? '',
  blogCount: Number(row.blogCount),
  version: row.version,
});

/** The key changes only with the name: a row kept as a look-alike duplicate by migration 0003 stays editable. */
const newKey = (values: UpdateValues<Fields>, row?: CategoryRow) =>
  values.category !== undefined && values.category !== row?.category ? categoryNameKey(values.category) : undefined;

export const categoriesRepo: RepoOf<CategoryRow, number, Fields> = {
  resource: category,
  async find(conn, id) {
    if (!id) return undefined;
    return conn.selectFrom('categories').selectAll().select(blogCount).where('id', '=', id).executeTakeFirst();
  },
  toWire: toCategory,
  keyOf: (row) => row.id,
  label: (row) => row.category,
  recordId: (row) => row.id,
  version: (row) => row.version,
  image: () => null,
  async keyTaken(conn, values, row) {
    const key = newKey(values, row);
    if (key === undefined || key === row?.categoryKey) return false;
    let query = conn.selectFrom('categories').select('id').where('categoryKey', '=', key);
    if (row) query = query.where('id', '!=', row.id);
    return !!(await query.executeTakeFirst());
  },
  async insert(conn, values, { now }) {
    const { id } = await conn
      .insertInto('categories')
      .values({ ...values, categoryKey: categoryNameKey(values.category), createdAt: now, version: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },
  async update(conn, row, values) {
    const key = newKey(values, row);
    const changes = { ...values, ...(key !== undefined ? { categoryKey: key } : {}) };
    if (!(await updateAtVersion(conn, 'categories', row, changes))) return false;
    // Blog posts name their category: a rename moves them along.
    if (values.category !== undefined && values.category !== row.category) {
      await conn.updateTable('blogs').set({ category: values.category }).where('category', '=', row.category).execute();
    }
    return true;
  },
  async remove(conn, row) {
    await deleteById(conn, 'categories', row.id);
  },
};

/** `GET /category/listCategories`: search, sort by name (its key) or date. */
export function listCategories(db: Db, params: ListParams) {
  return listRows<CategoryRow>(db, db.selectFrom('categories'), category.list, params, {
    columns: { category: 'categoryKey' },
    select: (q) => q.selectAll().select(blogCount),
  });
}
