/** The list query of categories (src/contract/category.ts describes the record; writes are src/domain's). */
import type { ExpressionBuilder } from 'kysely';
import { category, type ListParams } from '../../../src/contract/index.ts';
import type { CategoryRow } from '../../../src/domain/records.ts';
import type { Db } from './index.ts';
import { listRows } from './list.ts';
import type { Database } from './schema.ts';

/** A category row with the number of posts in it, as its list reads it. */
export type CategoryListRow = CategoryRow & { blogCount: number | null };

const blogCount = (eb: ExpressionBuilder<Database, 'categories'>) =>
  eb
    .selectFrom('blogs')
    .select((b) => b.fn.countAll<number>().as('n'))
    .whereRef('blogs.category', '=', 'categories.category')
    .as('blogCount');

/**
 * `GET /category/listCategories`: search, sort by name (its key) or date; with every post counted (`blogCount`) or
 * without (an anonymous caller's list counts visible posts, from services/contentState.ts).
 */
export function listCategories(db: Db, params: ListParams, { countPosts = true } = {}) {
  return listRows<CategoryListRow>(db, db.selectFrom('categories'), category.list, params, {
    columns: { category: 'categoryKey' },
    select: (q) => (countPosts ? q.selectAll().select(blogCount) : q.selectAll()),
  });
}
