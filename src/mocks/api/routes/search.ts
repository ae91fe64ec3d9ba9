import { bodyTextOf, matchesWords, searchWords } from '../../../lib/fullText';
import { byDateDesc, containsText, requireSession, type RouteContext } from '../context';
import type { MockDb } from '../db';
import { ok, type MockReply } from '../http';
import { parseSearchQuery } from '@/domain/queries';

type Blog = MockDb['blogs'][number];

const BLOG_SUBSTRING_FIELDS = ['blogTitle', 'blogId', 'metaTitle', 'metaDescription'] as const;
/** The server's blog search (server/src/db/search.ts): a substring of four fields, or every word in title or body. */
export function blogMatches(row: Blog, q: string): boolean {
  if (containsText(row, BLOG_SUBSTRING_FIELDS, q.toLowerCase())) return true;
  const words = searchWords(q);
  return matchesWords(`${row.blogTitle} ${bodyTextOf(row.description)}`, words);
}

/** 0 when the title matches (substring or word by word), else 1: title matches first. */
export function blogTitleRank(row: Blog, q: string): number {
  const title = row.blogTitle ?? '';
  return title.toLowerCase().includes(q.toLowerCase()) || matchesWords(title, searchWords(q)) ? 0 : 1;
}

const byName = (a: { category: string }, b: { category: string }) =>
  a.category < b.category ? -1 : a.category > b.category ? 1 : 0;

/** `GET /search` (docs/api.md#search). */
export function searchRoutes(ctx: RouteContext): MockReply | null {
  if (ctx.segments.length !== 1 || ctx.segments[0] !== 'search' || ctx.method !== 'GET') return null;
  requireSession(ctx);
  const { q, limit } = parseSearchQuery(Object.fromEntries(ctx.query));
  const lower = q.toLowerCase();
  const { db } = ctx;
  /** The first `limit` matching rows in the list's order, as hits. */
  const group = <T extends { id: number }>(
    rows: T[],
    matches: (row: T) => boolean,
    order: (a: T, b: T) => number,
    describe: (row: T) => { title: string; subtitle: string; recordId?: string },
  ) =>
    rows
      .filter(matches)
      .sort(order)
      .slice(0, limit)
      .map((row) => ({ id: row.id, recordId: String(row.id), ...describe(row) }));
  return ok({
    result: {
      blog: group(
        db.blogs,
        (row) => blogMatches(row, q),
        (a, b) => blogTitleRank(a, q) - blogTitleRank(b, q) || byDateDesc<Blog>('createdDate')(a, b),
        (row) => ({ recordId: row.blogId, title: row.blogTitle, subtitle: row.category ?? '' }),
      ),
      category: group(
        db.categories,
        (row) => containsText(row, ['category', 'categoryDescription'], lower),
        byName,
        (row) => ({ title: row.category, subtitle: row.categoryUrl }),
      ),
      meta: group(
        db.metas,
        (row) => containsText(row, ['metaTitle', 'metaUrl', 'pageMeta', 'metaDescription'], lower),
        byDateDesc('createdDate'),
        (row) => ({ title: row.metaTitle, subtitle: row.metaUrl }),
      ),
      contact: group(
        db.contacts,
        (row) => containsText(row, ['name', 'email', 'subject', 'message'], lower),
        byDateDesc('createdAt'),
        (row) => ({ title: row.name.trim() || row.email, subtitle: row.subject }),
      ),
      enquiry: group(
        db.enquiries,
        (row) => containsText(row, ['name', 'emailId', 'message'], lower),
        byDateDesc('createdDate'),
        (row) => ({ title: row.name.trim() || row.emailId, subtitle: `${row.enquiryCategory} · ${row.emailId}` }),
      ),
      asset: group(
        db.assets,
        (row) => containsText(row, ['alt', 'caption', 'originalName'], lower),
        byDateDesc('createdAt'),
        (row) => ({ title: row.originalName, subtitle: row.alt }),
      ),
    },
  });
}
