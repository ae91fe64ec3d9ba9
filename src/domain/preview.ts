/**
 * Draft preview tokens (issue 27), once for the server and the in-memory API: 32 random bytes, stored only as their
 * SHA-256, and the post as the preview shows it (the public shape plus `status`, its image behind the token).
 */
import { PREVIEW_TOKEN_PATTERN, PREVIEW_TOKEN_PREFIX, type PreviewPost } from '../contract/index.ts';
import { toPublicPostWithBody, type PublicPostRow } from './content.ts';
import { sha256Hex } from './kinds.ts';
import { effectiveStatus, type StoredPublishing } from './publishing.ts';

/** A new preview token. */
export function newPreviewToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const base64 = btoa(String.fromCharCode(...bytes));
  return PREVIEW_TOKEN_PREFIX + base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
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
