/**
 * Draft preview on the real site (issue 27, docs/api.md#draft-preview, docs/content-api.md#draft-preview): a link
 * with a random, single-purpose token that shows one post as it is saved now, whatever its state, until it expires
 * or is revoked.
 */
import { z } from 'zod';
import { lazyShape, type ShapeOf } from './shape.ts';
import { BLOG_STATUSES } from './blog.ts';
import { publicPostWithBody } from './public.ts';

export const PREVIEW_PATHS = {
  /** `POST` makes a link, `DELETE` revokes every link of the post. */
  link: '/blogs/previewLink/:blogId',
  /** Public: the post the token names. */
  read: '/content/preview/:token',
  /** Public: the post's image while the token works (a draft's image is not under /content/images). */
  image: '/content/preview/:token/image',
} as const;

/** What starts every preview token: it names its purpose in logs and leaks, and never passes as a content key. */
export const PREVIEW_TOKEN_PREFIX = 'pv_';
/** A preview token's form: the prefix and 43 base64url characters (32 random bytes). */
export const PREVIEW_TOKEN_PATTERN = /^pv_[A-Za-z0-9_-]{43}$/;
/** The one answer for an unknown, expired or revoked token. */
export const PREVIEW_NOT_FOUND = 'Preview not found';
/** The banner the demo site shows on a preview. */
export const PREVIEW_BANNER = 'Preview — not published';

/** `POST /blogs/previewLink/{blogId}`. */
export const previewLinkAnswer = /* @__PURE__ */ lazyShape(() =>
  z.object({
    result: z.object({ url: z.string(), token: z.string(), expiresAt: z.string() }),
  }),
);

/** `GET /content/preview/{token}`: the post in the public shape, with its publishing state. */
export const previewPost = /* @__PURE__ */ lazyShape(() =>
  publicPostWithBody().extend({ status: z.enum(BLOG_STATUSES) }),
);
export type PreviewPost = ShapeOf<typeof previewPost>;

/** The page of a preview on the website. */
export const previewPageUrl = (siteUrl: string, token: string) => `${siteUrl.replace(/\/+$/, '')}/preview/${token}`;
