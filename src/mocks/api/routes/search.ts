import { RESOURCES, type SortDef } from '@/contract';
import { parseSearchQuery, SEARCH_HITS, searchHit, type SearchType } from '@/domain/queries';
import type { LiveRow } from '@/domain/store';
import { bodyTextOf, matchesWords, searchWords } from '../../../lib/fullText';
import { containsText, type Routes } from '../context';
import { tableOf, type MockDb } from '../db';
import { ok } from '../http';

type Blog = MockDb['blogs'][number];

/** The server's blog search (server/src/db/search.ts): a substring of its list's fields, or every word in title or body. */
export function blogMatches(row: Blog, q: string): boolean {
  if (containsText(row, RESOURCES.blog.list.search, q.toLowerCase())) return true;
  return matchesWords(`${row.blogTitle} ${bodyTextOf(row.description)}`, searchWords(q));
}

/** 0 when the title matches (substring or word by word), else 1: title matches first. */
export function blogTitleRank(row: Blog, q: string): number {
  const title = row.blogTitle ?? '';
  return title.toLowerCase().includes(q.toLowerCase()) || matchesWords(title, searchWords(q)) ? 0 : 1;
}

/** Its list's default order as the server's ORDER BY: the sorted column (text compared as bytes), then the id. */
function listOrder(type: SearchType) {
  const { sorts, defaultSort } = RESOURCES[type].list;
  const { by, direction } = (sorts as Record<string, SortDef>)[defaultSort]!;
  const sign = direction === 'asc' ? 1 : -1;
  return (a: LiveRow, b: LiveRow) => {
    const [x, y] = [a[by], b[by]];
    const byKey = typeof x === 'number' ? x - Number(y) : String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0;
    return sign * (byKey || a.id - b.id);
  };
}

/** `GET /search` (docs/api.md#search): each record type's first `limit` matches in its list's order. */
export const searchRoutes: Routes = {
  'GET /search': (ctx) => {
    const { q, limit } = parseSearchQuery(Object.fromEntries(ctx.query));
    const group = (type: SearchType) => {
      const order = listOrder(type);
      const blog = (row: LiveRow) => row as unknown as Blog;
      const matches = (row: LiveRow) =>
        type === 'blog' ? blogMatches(blog(row), q) : containsText(row, RESOURCES[type].list.search, q.toLowerCase());
      const rank = (row: LiveRow) => (type === 'blog' ? blogTitleRank(blog(row), q) : 0);
      return tableOf(ctx.db, type)
        .filter(matches)
        .sort((a, b) => rank(a) - rank(b) || order(a, b))
        .slice(0, limit)
        .map((row) => searchHit(type, row as never));
    };
    const types = Object.keys(SEARCH_HITS) as SearchType[];
    return ok({ result: Object.fromEntries(types.map((type) => [type, group(type)])) });
  },
};
