/**
 * Draft preview tokens (issue 27), once for the server and the in-memory API: 32 random bytes, stored only as their
 * SHA-256, and the post as the preview shows it (the public shape plus `status`, its image behind the token).
 */
import {
  blog,
  PREVIEW_TOKEN_PATTERN,
  PREVIEW_TOKEN_PREFIX,
  previewPageUrl,
  type PreviewPost,
} from '../contract/index.ts';
import { toPublicPostWithBody, type PublicPostRow } from './content.ts';
import { notFound } from './errors.ts';
import { KINDS, sha256Hex } from './kinds.ts';
import { effectiveStatus, type StoredPublishing } from './publishing.ts';
import type { Store } from './store.ts';
import { iso } from './time.ts';

/** A new preview token. */
export function newPreviewToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const base64 = btoa(String.fromCharCode(...bytes));
  return PREVIEW_TOKEN_PREFIX + base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The row id of the live post a link is made for or revoked from, or 404 as its get answers. */
export async function previewedRowId<Conn>(store: Store<Conn>, conn: Conn, blogId: string | undefined) {
  // The post's own rule for its path key: text that cannot be a blogId names nothing, and reaches no query.
  const where = KINDS.blog.locate(blogId);
  const row = where && (await store.findBy(conn, blog.storage.table, where.column, where.value));
  if (!row) throw notFound(blog.noun);
  return row.id;
}

/** A new link for a post: the row to store (the token only as its hash) and the answer, with the site's page URL. */
export async function newPreviewLink(
  blogRowId: number,
  at: { actor: string; now: number; ttlMs: number; siteUrl: string },
) {
  const token = newPreviewToken();
  const expiresAt = at.now + at.ttlMs;
  return {
    link: { tokenHash: await sha256Hex(token), blogRowId, createdBy: at.actor, createdAt: at.now, expiresAt },
    answer: { url: previewPageUrl(at.siteUrl, token), token, expiresAt: iso(expiresAt) ?? '' },
  };
}

/** The hash a token is stored and looked up by; undefined for text that cannot be a token (no lookup is made). */
export const previewTokenHash = (token: string) =>
  PREVIEW_TOKEN_PATTERN.test(token) ? sha256Hex(token) : Promise.resolve(undefined);

/** The post as a preview shows it: `base` is the API's public URL; its image is read through the token. */
export function toPreviewPost(
  row: PublicPostRow & StoredPublishing & { description: string },
  token: string,
  base: string,
  now: number,
): PreviewPost {
  const post = toPublicPostWithBody(row, base);
  return {
    ...post,
    imageUrl: row.imageUrl ? `${base}/content/preview/${token}/image` : null,
    status: effectiveStatus(row, now),
  };
}
