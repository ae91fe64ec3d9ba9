import { bodyTextOf, matchesWords, searchWords } from '../../../lib/fullText';
import { byDateDesc, containsText, requireSession, type RouteContext } from '../context';
import type { MockDb } from '../db';
import { fail, ok, type MockReply } from '../http';

type Blog = MockDb['blogs'][number];

const BLOG_SUBSTRING_FIELDS = ['blogTitle', 'blogId', 'metaTitle', 'metaDescription'] as const;
const SEARCH_LIMIT_DEFAULT = 5;
const SEARCH_LIMIT_MAX = 10;
// eslint-disable-next-line no-control-regex -- the server refuses control characters in q
const CONTROL = /[\u0000-\u001F\u007F]/;

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

function readQuery(ctx: RouteContext): { q: string; limit: number } {
  const qs = ctx.query.getAll('q');
  const raw = qs.length === 1 ? (qs[0] ?? '') : undefined;
  const q = raw?.trim() ?? '';
  const problem =
    raw === undefined
      ? 'must be text'
      : CONTROL.test(raw)
        ? 'contains invalid characters'
        : !q
          ? 'is required'
          : q.length > 200
            ? 'must be at most 200 characters'
            : undefined;
  if (problem) fail(400, `q ${problem}`, { errors: { q: `q ${problem}` } });
  const limitText = ctx.query.get('limit');
  if (limitText === null || limitText === '') return { q, limit: SEARCH_LIMIT_DEFAULT };
  const limit = Number(limitText);
  if (!/^[0-9]{1,2}$/.test(limitText) || limit < 1 || limit > SEARCH_LIMIT_MAX) {
    const message = `limit must be a whole number from 1 to ${SEARCH_LIMIT_MAX}`;
    fail(400, message, { errors: { limit: message } });
  }
  return { q, limit };
}

const byName = (a: { category: string }, b: { category: string }) =>
  a.category < b.category ? -1 : a.category > b.category ? 1 : 0;

/** `GET /search` (docs/api.md#search). */
export function searchRoutes(ctx: RouteContext): MockReply | null {
  if (ctx.segments.length !== 1 || ctx.segments[0] !== 'search' || ctx.method !== 'GET') return null;
  requireSession(ctx);
  const { q, limit } = readQuery(ctx);
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
    },
  });
}
