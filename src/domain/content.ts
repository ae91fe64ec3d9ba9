/**
 * The public Content API's rules, once for the server and the in-memory API: what a visible post, category and meta
 * entry look like to the website (never who wrote it, its version, its row id or its publishing state), how a page
 * URL is matched, and the posts list's query.
 */
import {
  CURSOR_MESSAGE,
  cursorFits,
  encodeCursor,
  parseText,
  type CursorValue,
  type ListDef,
  type PublicCategory,
  FOCAL_SCALE,
  type PublicImage,
  type PublicMeta,
  type PublicPost,
  type PublicPostWithBody,
} from '../contract/index.ts';
import { excerpt, EXCERPT_LENGTH, stripMarkup } from '../lib/excerpt.ts';
import { bodyTextOf, isPublicSubstring, matchesWholeWords, searchWords } from '../lib/fullText.ts';
import { renditionsOf, type AssetRow, type BlogRow, type CategoryRow, type MetaRow } from './records.ts';
import { badRequest } from './errors.ts';
import { listParamsOf } from './input.ts';
import { iso } from './time.ts';

/** The 401 of a request whose key is unknown or revoked, and of the export without one. */
export const KEY_REFUSED = 'This Content API key is not valid. Ask the site administrator for a key.';
export const KEY_REQUIRED = 'A Content API key is required: send it as Authorization: Bearer <key>.';

/**
 * `GET /content/posts`: newest first, filtered by category name, searched (`publicSearchMatches`); by `page`. The
 * list's `search` fields are the ones a substring is looked for in.
 */
export const CONTENT_POSTS_LIST: ListDef = {
  search: ['blogTitle', 'blogId', 'metaTitle', 'metaDescription'],
  sorts: { newest: { by: 'publishedAt', direction: 'desc' } },
  defaultSort: 'newest',
  filters: { category: { max: 100 } },
};

/** Where a page of `/content/posts` starts: after the post with this `publishedAt` (epoch ms) and row id. */
export interface PostCursor {
  publishedAt: number;
  id: number;
}

/** The `nextCursor` of a page whose last post is `last`. */
export const postsCursor = (last: PostCursor) => encodeCursor('newest', [last.publishedAt, last.id]);

/** The position a decoded `after` names, or undefined when its values are not a posts cursor's (a 400). */
export const postsCursorOf = (values: readonly CursorValue[]): PostCursor | undefined =>
  cursorFits(values, ['int', 'int']) ? { publishedAt: Number(values[0]), id: Number(values[1]) } : undefined;

/** `include` of `GET /content/posts`: `description` adds each post's body (one call per page for a static build). */
export const POSTS_INCLUDE = ['description'] as const;
export const INCLUDE_MESSAGE = 'include must be description';
/** A search is paged by `page`: its matches are a capped set (PUBLIC_SEARCH_CAP), not a walk of the list. */
export const SEARCH_CURSOR_MESSAGE = 'after cannot be used with q: page a search with page';

/** `include` as sent: true for `description`, false when absent, undefined when it is anything else (a 400). */
export function includesBody(value: unknown): boolean | undefined {
  if (value === undefined) return false;
  return value === 'description' ? true : undefined;
}

/** `GET /content/posts`'s query: the list's own and `include`, or 400 (also for a cursor beside `q`). */
export function postsQueryOf({ include, ...query }: Record<string, unknown>) {
  const withBody = includesBody(include);
  if (withBody === undefined) throw badRequest(INCLUDE_MESSAGE, { include: INCLUDE_MESSAGE });
  const params = listParamsOf(query, CONTENT_POSTS_LIST);
  const after = params.after && postsCursorOf(params.after);
  if (params.after && !after) throw badRequest(CURSOR_MESSAGE, { after: CURSOR_MESSAGE });
  if (params.q && after) throw badRequest(SEARCH_CURSOR_MESSAGE, { after: SEARCH_CURSOR_MESSAGE });
  return { withBody, params, after };
}

/**
 * A public search answers at most this many matches: the most recently created visible ones (highest ids), then
 * ordered newest `publishedAt` first; its `total` counts at most this many. A search of every post thus reads about
 * this many index entries, not every post (issue 32); unpublished posts take no place in it.
 */
export const PUBLIC_SEARCH_CAP = 1000;

/**
 * The public search's rule, for the in-memory API (the server asks its full-text indexes the same): `q` of
 * `SUBSTRING_MIN` to `SUBSTRING_MAX` characters is part of the title, blogId, meta title or meta description (case
 * ignored), or every word of `q` is a whole word of the title or the body's text.
 */
export function publicSearchMatches(
  row: Pick<BlogRow, 'blogTitle' | 'blogId' | 'metaTitle' | 'metaDescription' | 'description'>,
  q: string,
): boolean {
  const lower = q.toLowerCase();
  if (isPublicSubstring(q)) {
    const fields = [row.blogTitle, row.blogId, row.metaTitle, row.metaDescription];
    if (fields.some((field) => (field ?? '').toLowerCase().includes(lower))) return true;
  }
  return matchesWholeWords(`${row.blogTitle} ${bodyTextOf(row.description)}`, searchWords(q));
}

/** The columns a public post is made of (its body apart). */
export const PUBLIC_POST_COLUMNS = [
  'blogId',
  'blogTitle',
  'blogUrl',
  'metaTitle',
  'metaDescription',
  'excerptOverride',
  'category',
  'imageUrl',
  'imageId',
  'publishedAt',
  'changedDate',
] as const;
/** A post's public columns, and the public shape of its library image when the caller looked it up. */
export type PublicPostRow = Pick<BlogRow, (typeof PUBLIC_POST_COLUMNS)[number]> & { image?: PublicImage | null };

/** The asset columns the public `image` shape is made of. */
export const PUBLIC_ASSET_COLUMNS = [
  'id',
  'name',
  'folder',
  'width',
  'height',
  'alt',
  'decorative',
  'focalX',
  'focalY',
  'renditions',
] as const;
export type PublicAssetRow = Pick<AssetRow, (typeof PUBLIC_ASSET_COLUMNS)[number]>;

/**
 * An asset as the website shows it. `files` is where image files are named: the API's `<base>/content/images`, or a
 * CDN in front of the bucket (`S3_PUBLIC_URL`); both mirror the storage keys (`assets/<name>`,
 * `assets/<stem>/<file>`, and `blogs/<name>` or `meta/<name>` for an image from before the library). The `srcset`
 * lists the WebP widths made so far, and the original when it is wider than all of them (or none is made yet): a
 * rendition is never wider than the original. A crop's URL carries the focal point it was cut at, so a re-cut crop
 * has a new URL and no cache serves the old one.
 */
export function publicImageOf(row: PublicAssetRow, files: string): PublicImage {
  const stem = row.name.replace(/\..*$/, '');
  const made = renditionsOf(row);
  const url = `${files}/${row.folder}/${row.name}`;
  const widths = [...made.widths].sort((a, b) => a - b);
  const candidates = widths.map((w) => `${files}/assets/${stem}/w${w}.webp ${w}w`);
  if (!widths.some((w) => w >= row.width)) candidates.push(`${url} ${row.width}w`);
  const cutAt = made.focal ? `?v=${made.focal[0]}-${made.focal[1]}` : '';
  const crop = (kind: 'square' | 'wide') =>
    made.crops[kind] == null ? null : `${files}/assets/${stem}/${kind}.webp${cutAt}`;
  return {
    url,
    width: row.width,
    height: row.height,
    alt: row.decorative === 1 ? '' : row.alt,
    decorative: row.decorative === 1,
    srcset: candidates.join(', '),
    focal: { x: row.focalX / FOCAL_SCALE, y: row.focalY / FOCAL_SCALE },
    crops: { square: crop('square'), wide: crop('wide') },
  };
}

/** An image's public URL under the Content API (`base`: the API's public URL), or null. */
export const imagePath = (kind: 'blogs' | 'meta', name: string | null | undefined, base: string) =>
  name ? `${base}/content/images/${kind}/${name}` : null;

/**
 * A visible post as the website reads it. Its `excerpt` is the editor's `excerptOverride` when it holds text, else
 * `excerptText`, the one made from the body; both are plain text.
 */
export const toPublicPost = (row: PublicPostRow, excerptText: string, base: string): PublicPost => ({
  blogId: row.blogId,
  blogTitle: row.blogTitle,
  blogUrl: row.blogUrl,
  metaTitle: row.metaTitle,
  metaDescription: row.metaDescription,
  excerpt: row.excerptOverride || excerptText,
  category: row.category,
  imageUrl: imagePath('blogs', row.imageUrl, base),
  image: row.image ?? null,
  publishedAt: iso(row.publishedAt),
  changedDate: iso(row.changedDate) ?? '',
});

/** A post with its (stored, sanitised) HTML. */
export const toPublicPostWithBody = (
  row: PublicPostRow & { description: string },
  base: string,
): PublicPostWithBody => ({
  ...toPublicPost(row, excerpt(row.description), base),
  description: row.description,
});

/** A category with the number of posts visible in it. */
export const toPublicCategory = (
  row: Pick<CategoryRow, 'category' | 'categoryUrl' | 'categoryDescription'>,
  postCount: number,
): PublicCategory => ({
  category: row.category,
  categoryUrl: row.categoryUrl,
  categoryDescription: row.categoryDescription,
  postCount,
});

/** The public order of categories: by name ignoring case, then by id. */
export const byPublicName = (a: { category: string; id: number }, b: { category: string; id: number }) => {
  const x = a.category.toLowerCase();
  const y = b.category.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a.id - b.id;
};

export const toPublicMeta = (
  row: Pick<MetaRow, 'metaTitle' | 'metaDescription' | 'pageMeta' | 'metaUrl' | 'image'>,
  base: string,
  image: PublicImage | null = null,
): PublicMeta => ({
  metaTitle: row.metaTitle,
  metaDescription: row.metaDescription,
  pageMeta: row.pageMeta,
  metaUrl: row.metaUrl,
  imageUrl: imagePath('meta', row.image, base),
  image,
});

/** How much of a body a list reads to make its excerpt (a post's full HTML can be 200,000 characters). */
export const HEAD_CHARS = 4000;

/**
 * The excerpt from the start of a body. A cut body may end inside a tag or an entity, so its last partial tag is
 * dropped and its text is used only when clearly longer than the excerpt; otherwise the caller reads the whole body.
 */
export function excerptOfHead(head: string): string | undefined {
  if (head.length <= HEAD_CHARS) return excerpt(head);
  const open = head.lastIndexOf('<');
  const safe = open > head.lastIndexOf('>') ? head.slice(0, open) : head;
  const text = stripMarkup(safe);
  return text.length > EXCERPT_LENGTH + 20 ? `${text.slice(0, EXCERPT_LENGTH)}...` : undefined;
}

/** `https://Example.com/about/` → `https://example.com/about`: scheme and host case and trailing slashes do not count. */
export function normaliseUrl(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}${url.search}`;
}

/** `GET /content/meta`'s `url` as sent, or 400. */
export function metaUrlOf(raw: unknown): string {
  const url = parseText(raw, { max: 2048, format: 'httpUrl' });
  if (url.problem !== undefined) throw badRequest(`url ${url.problem}`, { url: `url ${url.problem}` });
  return url.value;
}
