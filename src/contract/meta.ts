/** Meta pages (docs/api.md#meta): `/meta/*`, the search-result texts of a page. */
import { z } from 'zod';
import { lazyShape, type ShapeOf } from './shape.ts';
import { redirectKey } from '../lib/redirectKey.ts';
import { pageUrlKey } from '../lib/uniqueKeys.ts';
import { newestFirst } from './list.ts';
import { defineResource } from './resource.ts';
import { defineStorage, fieldColumns } from './storage.ts';
import { verbCalls } from './calls.ts';

export const metaFields = {
  metaTitle: { max: 200, label: 'Meta title' },
  metaDescription: { max: 500, multiline: true, label: 'Meta description' },
  pageMeta: { max: 200, label: 'Page' },
  metaUrl: {
    max: 2048,
    format: 'httpUrl',
    label: 'Meta URL',
    screenFormat: 'Meta URL must be a full http(s) address, e.g. https://www.example.com/about',
  },
} as const;

export const meta = defineResource({
  type: 'meta',
  noun: 'Meta',
  subject: (label) => `Meta page "${label}"`,
  label: { column: 'metaTitle' },
  api: verbCalls('/meta', 'Meta'),
  versioned: true,
  image: { field: 'image', kind: 'meta' },
  fields: metaFields,
  storage: defineStorage({
    table: 'metas',
    columns: {
      id: 'id',
      ...fieldColumns(metaFields),
      /** `pageUrlKey(metaUrl)` (src/lib/uniqueKeys.ts), UNIQUE. */
      metaUrlKey: 'text?',
      /** `redirectKey(metaUrl)`: the path the page answers on the website, read by the SEO report's link checks. */
      metaPathKey: 'text?',
      image: 'text?',
      /** The asset used as the image (src/contract/asset.ts), or null. */
      imageId: 'int?',
      creator: 'text',
      changer: 'text',
      createdDate: 'time',
      changedDate: 'time',
      version: 'int',
    },
    defaults: ['metaPathKey'],
    hidden: ['metaUrlKey', 'metaPathKey'],
    derived: { metaUrlKey: { from: 'metaUrl', by: pageUrlKey }, metaPathKey: { from: 'metaUrl', by: redirectKey } },
  }),
  unique: {
    field: 'metaUrl',
    message: 'A meta page for this metaUrl already exists',
    fieldError: 'metaUrl already exists',
    screen: 'A meta page for this URL already exists.',
    trashed: 'A meta page with this URL is in the trash. Restore it or delete it forever first.',
    restoreTaken: "A meta page with this URL already exists. Change that entry's URL first.",
    column: 'metaUrlKey',
  },
  list: newestFirst('createdDate', {
    search: ['metaTitle', 'metaUrl', 'pageMeta', 'metaDescription'],
    sorts: { title: { by: 'metaTitle', direction: 'asc', label: 'Title (A–Z)' } },
  }),
});

/** A meta page as the API answers it. */
export const metaRecord = /* @__PURE__ */ lazyShape(() =>
  z.object({
    id: z.number().int(),
    metaTitle: z.string(),
    metaUrl: z.string(),
    pageMeta: z.string(),
    metaDescription: z.string(),
    image: z.string().nullable(),
    imageId: z.number().int().nullable(),
    creator: z.string().nullable(),
    changer: z.string().nullable(),
    createdDate: z.string(),
    changedDate: z.string(),
    version: z.number().int(),
  }),
);
export type MetaRecord = ShapeOf<typeof metaRecord>;
