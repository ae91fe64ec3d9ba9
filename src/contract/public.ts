/**
 * The public Content API's records (docs/content-api.md#calls): what the website may show of a post, a category and a meta
 * entry, never who wrote it, its version, its row id or its publishing state. The server's routes answer these and
 * document them (`/openapi.json`); the in-memory API builds the same shapes.
 */
import { z } from 'zod';
import { lazyShape, type ShapeOf } from './shape.ts';

/**
 * A media library image as the website shows it (docs/content-api.md#images): the original's URL and size, its alt
 * text ('' when decorative), whether it is decorative (so an image nobody described yet, also '', can be told apart),
 * a `srcset` over the renditions made so far, the focal point (0–1) and the URLs of the square (1:1) and wide (16:9)
 * crops (null until made).
 */
export const publicImage = /* @__PURE__ */ lazyShape(() =>
  z.object({
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    alt: z.string(),
    /** True when the image adds nothing a reader would miss: `alt` is '' on purpose. */
    decorative: z.boolean(),
    srcset: z.string(),
    focal: z.object({ x: z.number(), y: z.number() }),
    crops: z.object({ square: z.string().nullable(), wide: z.string().nullable() }),
  }),
);
export type PublicImage = ShapeOf<typeof publicImage>;

/** A visible post in a list: its texts, an excerpt of its body, its image's absolute URL. */
export const publicPost = /* @__PURE__ */ lazyShape(() =>
  z.object({
    blogId: z.string(),
    blogTitle: z.string(),
    blogUrl: z.string(),
    metaTitle: z.string(),
    metaDescription: z.string(),
    /** The editor's excerpt (`excerptOverride`) when set, else the body's text cut at a word near 160 characters. */
    excerpt: z.string(),
    category: z.string(),
    imageUrl: z.string().nullable(),
    /** The media library image used as its featured image (`imageId`), or null. */
    image: publicImage().nullable(),
    publishedAt: z.string().nullable(),
    changedDate: z.string(),
  }),
);
export type PublicPost = ShapeOf<typeof publicPost>;

/** One post (`GET /content/posts/:blogId`): the list's fields and its sanitised HTML. */
export const publicPostWithBody = /* @__PURE__ */ lazyShape(() => publicPost().extend({ description: z.string() }));
export type PublicPostWithBody = ShapeOf<typeof publicPostWithBody>;

/** A category with the number of posts visible in it now. */
export const publicCategory = /* @__PURE__ */ lazyShape(() =>
  z.object({
    category: z.string(),
    categoryUrl: z.string(),
    categoryDescription: z.string(),
    postCount: z.number().int(),
  }),
);
export type PublicCategory = ShapeOf<typeof publicCategory>;

/** The meta page of a page URL (`GET /content/meta?url=`). */
export const publicMeta = /* @__PURE__ */ lazyShape(() =>
  z.object({
    metaTitle: z.string(),
    metaDescription: z.string(),
    pageMeta: z.string(),
    metaUrl: z.string(),
    imageUrl: z.string().nullable(),
    /** The media library image it uses (`imageId`), or null. */
    image: publicImage().nullable(),
  }),
);
export type PublicMeta = ShapeOf<typeof publicMeta>;
