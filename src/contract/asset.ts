/**
 * The media library (docs/api.md#media): `/media/*`. An asset is one stored image that posts and meta pages use
 * (as a featured image or inside a body), with its alt text, caption and focal point. The upload is its create
 * (`POST /media/upload`, multipart); the file's facts (name, type, size, dimensions) are the server's.
 */
import { z } from 'zod';
import { pluralOf } from '../lib/plural.ts';
import { lazyShape, type ShapeOf } from './shape.ts';
import { altFileKeyOf } from '../lib/imageChecks.ts';
import { fieldMessage } from './resource.ts';
import { newestFirst } from './list.ts';
import { defineResource } from './resource.ts';
import { defineStorage, fieldColumns } from './storage.ts';
import { verbCalls } from './calls.ts';

export const assetFields = {
  /** What the image shows, for readers who cannot see it; empty with `decorative`. */
  alt: { max: 250, optional: true, label: 'Alt text' },
  caption: { max: 500, optional: true, multiline: true, label: 'Caption' },
} as const;

/** The focal point is stored in ten-thousandths of the width and height (0–10000), answered as 0–1. */
export const FOCAL_SCALE = 10_000;

export const asset = defineResource({
  type: 'asset',
  noun: 'Image',
  subject: (label) => `Image "${label}"`,
  label: { column: 'originalName', orElse: 'name' },
  api: verbCalls('/media', 'Media', 'id', ['list', 'get', 'update', 'delete']),
  versioned: true,
  files: { field: 'name', folder: 'folder' },
  fields: assetFields,
  storage: defineStorage({
    table: 'assets',
    columns: {
      id: 'id',
      /** The server's name of the file (`<32 hex>.<ext>`), UNIQUE; its renditions are under `assets/<stem>/`. */
      name: 'text',
      /** The storage folder of the original: `assets`, or `blogs`/`meta` for an image from before the library. */
      folder: 'text',
      originalName: 'text',
      mime: 'text',
      bytes: 'int',
      width: 'int',
      height: 'int',
      ...fieldColumns(assetFields),
      /** 1: no alt text needed (the image adds nothing a reader would miss). */
      decorative: 'int',
      focalX: 'int',
      focalY: 'int',
      /** The renditions stored so far, as JSON (`AssetRenditions`); '' while none are. */
      renditions: 'text',
      /** How the SEO report compares the alt with a file name (`altFileKeyOf`, src/lib/imageChecks.ts). */
      altFileKey: 'text?',
      creator: 'text',
      createdAt: 'time',
      version: 'int',
    },
    defaults: ['renditions', 'altFileKey'],
    hidden: ['folder', 'altFileKey'],
    derived: { altFileKey: { from: 'alt', by: altFileKeyOf } },
  }),
  renames: { creator: 'author' } as const,
  list: newestFirst('createdAt', {
    search: ['alt', 'caption', 'originalName'],
    sorts: { name: { by: 'originalName', direction: 'asc', label: 'Name (A–Z)' } },
    filters: { unused: { max: 5, oneOf: ['true'] } },
  }),
});

/** The 409 of deleting an image that posts or meta pages still use. */
export const assetInUseMessage = (used: number) =>
  `This image is used by ${used} ${pluralOf(used) === 'one' ? 'post' : 'posts'}. Replace it there first.`;

export const ASSET_MESSAGES = {
  focal: (field: 'focalX' | 'focalY') => fieldMessage(field, 'must be a number from 0 to 1'),
  decorative: fieldMessage('decorative', 'must be true or false'),
  svg: 'SVG images are not accepted: upload a PNG, JPEG, GIF or WebP image',
  fileMissing: fieldMessage('file', 'is required'),
} as const;

/** The widths renditions are made at (never wider than the original). */
export const RENDITION_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** Which renditions of an asset exist: widths per format, and the two crops. */
export const assetRenditions = /* @__PURE__ */ lazyShape(() =>
  z.object({
    /** Widths stored as WebP and in the original's format. */
    widths: z.array(z.number().int()),
    /** Crops centred on the focal point, as WebP: `square` (1:1) and `wide` (16:9), at the focal point they were cut at. */
    crops: z.object({ square: z.number().int().nullable(), wide: z.number().int().nullable() }),
    /** The focal point (ten-thousandths) the crops were cut at. */
    focal: z.tuple([z.number().int(), z.number().int()]).nullable(),
  }),
);
export type AssetRenditions = ShapeOf<typeof assetRenditions>;

/** An asset as the API answers it. */
export const assetRecord = /* @__PURE__ */ lazyShape(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    originalName: z.string(),
    mime: z.string(),
    bytes: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    alt: z.string(),
    caption: z.string(),
    decorative: z.boolean(),
    focalX: z.number(),
    focalY: z.number(),
    renditions: assetRenditions(),
    creator: z.string(),
    createdAt: z.string(),
    usedBy: z.number().int(),
    version: z.number().int(),
  }),
);
export type AssetRecord = ShapeOf<typeof assetRecord>;

/** One use of an asset (`GET /media/usage/{id}`). */
export const assetUse = /* @__PURE__ */ lazyShape(() =>
  z.object({
    type: z.enum(['blog', 'meta']),
    id: z.number().int(),
    /** The path key of the record: a post's blogId, a meta page's id. */
    recordId: z.string(),
    title: z.string(),
    where: z.enum(['featured', 'body']),
  }),
);
export type AssetUse = ShapeOf<typeof assetUse>;
