/**
 * Full-text search of blog posts (issue 15), one query interface over both databases. A post matches when `q` is a
 * case-insensitive substring of its title, blogId, meta title or meta description (the lists' search, as before), or
 * when every word of `q` starts a word of its title or body text (`bodyText`, the HTML's text, kept by the routes).
 *
 * - SQLite: two FTS5 external-content tables over `blogs`, kept in step by triggers on INSERT, UPDATE and DELETE
 *   (migration 0008): `blogs_fts` (unicode61 words of title and body; prefix queries) and `blogs_trigram` (trigrams
 *   of the four substring-searched fields, so a substring of three or more characters is an index lookup, not a scan
 *   of every row). Shorter substrings fall back to LIKE.
 * - PostgreSQL: a GIN index on the expression `BLOG_DOCUMENT_PG` (a `tsvector`; an expression index needs no column or
 *   trigger to stay in step); substrings use LIKE as before.
 *
 * `q` never reaches either engine as query syntax: words are runs of letters and digits (src/lib/fullText.ts), each
 * quoted as a prefix term, and the substring is one quoted FTS5 phrase or a LIKE pattern with its wildcards escaped.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { RESOURCES } from '../../../src/contract/index.ts';
import { searchHit } from '../../../src/domain/queries.ts';
import { searchWords } from '../../../src/lib/fullText.ts';
import { searchAny } from './list.ts';
import type { Db, Dialect } from './index.ts';

/** The text PostgreSQL indexes for a post: title and body, ASCII punctuation turned into spaces before parsing. */
export const pgDocument = (text: RawBuilder<unknown>) =>
  sql`to_tsvector('simple'::regconfig, regexp_replace(${text}, '[[:punct:]]+', ' ', 'g'))`;
export const BLOG_DOCUMENT_PG = pgDocument(
  sql`coalesce(${sql.ref('blogTitle')}, '') || ' ' || coalesce(${sql.ref('bodyText')}, '')`,
);

/** The fields a substring of `q` is looked for in (the blog list's search before issue 15). */
export const BLOG_SUBSTRING_FIELDS = ['blogTitle', 'blogId', 'metaTitle', 'metaDescription'] as const;
/** FTS5's trigram tokenizer needs three characters to look anything up. */
const TRIGRAM_MIN = 3;

const ftsPrefixTerms = (words: readonly string[]) => words.map((word) => `"${word}"*`).join(' ');
const pgPrefixQuery = (words: readonly string[]) =>
  sql`to_tsquery('simple'::regconfig, ${words.map((word) => `'${word}':*`).join(' & ')})`;

function substringMatch(dialect: Dialect, q: string): RawBuilder<SqlBool> {
  if (dialect === 'sqlite' && [...q].length >= TRIGRAM_MIN) {
    const phrase = `"${q.replace(/"/g, '""')}"`;
    return sql<SqlBool>`${sql.ref('id')} in (select rowid from ${sql.table('blogs_trigram')} where ${sql.table('blogs_trigram')} match ${phrase})`;
  }
  return sql<SqlBool>`${searchAny(BLOG_SUBSTRING_FIELDS, q)}`;
}

function wordMatch(dialect: Dialect, words: readonly string[], column?: 'blogTitle'): RawBuilder<SqlBool> {
  if (dialect === 'sqlite') {
    const terms = column ? `${column} : (${ftsPrefixTerms(words)})` : ftsPrefixTerms(words);
    return sql<SqlBool>`${sql.ref('id')} in (select rowid from ${sql.table('blogs_fts')} where ${sql.table('blogs_fts')} match ${terms})`;
  }
  const document = column ? pgDocument(sql`coalesce(${sql.ref(column)}, '')`) : BLOG_DOCUMENT_PG;
  return sql<SqlBool>`${document} @@ ${pgPrefixQuery(words)}`;
}

/** The WHERE condition of a blog search (use with `rankTitleFirst` in the ORDER BY). */
export function blogSearch(dialect: Dialect, q: string): RawBuilder<SqlBool> {
  const words = searchWords(q);
  const substring = substringMatch(dialect, q);
  return words.length ? sql<SqlBool>`(${substring} or ${wordMatch(dialect, words)})` : substring;
}

/** 0 for a post whose title matches `q` (as a substring or word by word), 1 for the others: sort ascending first. */
export function rankTitleFirst(dialect: Dialect, q: string): RawBuilder<number> {
  const words = searchWords(q);
  const title = searchAny(['blogTitle'], q);
  const condition = words.length ? sql`(${title} or ${wordMatch(dialect, words, 'blogTitle')})` : title;
  return sql<number>`case when ${condition} then 0 else 1 end`;
}

/**
 * `GET /search`: at most `limit` records of each type matching `q`, each group in its list's order (blog posts title
 * matches first, then newest; categories by name; the others newest first). Every group searches the fields its own
 * list searches, so a hit is also found by that list's search box.
 */
export async function searchEverything(db: Db, dialect: Dialect, q: string, limit: number) {
  const [blogs, categories, metas, contacts, enquiries, assets] = await Promise.all([
    db
      .selectFrom('blogs')
      .select(['id', 'blogId', 'blogTitle', 'category'])
      .where(blogSearch(dialect, q))
      .orderBy(rankTitleFirst(dialect, q))
      .orderBy('createdDate', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('categories')
      .select(['id', 'category', 'categoryUrl'])
      .where(searchAny(RESOURCES.category.list.search, q))
      .orderBy('category')
      .orderBy('id')
      .limit(limit)
      .execute(),
    db
      .selectFrom('metas')
      .select(['id', 'metaTitle', 'metaUrl'])
      .where(searchAny(RESOURCES.meta.list.search, q))
      .orderBy('createdDate', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('contacts')
      .select(['id', 'name', 'email', 'subject'])
      .where(searchAny(RESOURCES.contact.list.search, q))
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('enquiries')
      .select(['id', 'name', 'emailId', 'enquiryCategory'])
      .where(searchAny(RESOURCES.enquiry.list.search, q))
      .orderBy('createdDate', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('assets')
      .select(['id', 'originalName', 'alt'])
      .where(searchAny(RESOURCES.asset.list.search, q))
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
  ]);
  return {
    blog: blogs.map((row) => searchHit('blog', row)),
    category: categories.map((row) => searchHit('category', row)),
    meta: metas.map((row) => searchHit('meta', row)),
    contact: contacts.map((row) => searchHit('contact', row)),
    enquiry: enquiries.map((row) => searchHit('enquiry', row)),
    asset: assets.map((row) => searchHit('asset', row)),
  };
}
