/**
 * Content API keys (docs/api.md#content-api-keys): `/contentKeys/*`. A key lets a site builder read `/content/*` under
 * its own rate limit and export every post (`/content/export.ndjson`). The key itself is answered once, by the create;
 * only its SHA-256 is stored, and a revoked (deleted) key is gone for good: it never enters the trash.
 */
import { z } from 'zod';
import { lazyShape, type ShapeOf } from './shape.ts';
import { newestFirst } from './list.ts';
import { defineResource } from './resource.ts';
import { defineStorage, fieldColumns } from './storage.ts';
import { plainCalls } from './calls.ts';

export const contentKeyFields = {
  /** What the key is for ("Static build", "Partner site"), so it can be told apart and revoked. */
  name: { max: 100, label: 'Name' },
} as const;

/** What starts every key: a leaked one is recognisable in logs and by secret scanners. */
export const CONTENT_KEY_PREFIX = 'cak_';

export const contentKey = defineResource({
  type: 'contentKey',
  noun: 'Content API key',
  subject: (label) => `Content API key "${label}"`,
  label: { column: 'name' },
  api: plainCalls('/contentKeys', ['list', 'create', 'delete']),
  trash: false,
  fields: contentKeyFields,
  storage: defineStorage({
    table: 'contentKeys',
    columns: {
      id: 'id',
      ...fieldColumns(contentKeyFields),
      /** SHA-256 of the key, hex; UNIQUE. The key itself is never stored. */
      keyHash: 'text',
      creator: 'text',
      createdAt: 'time',
    },
    hidden: ['keyHash'],
  }),
  renames: { creator: 'author' } as const,
  list: newestFirst('createdAt', { search: ['name'] }),
});

/** A key as the list answers it: never the key or its hash. */
export const contentKeyRecord = /* @__PURE__ */ lazyShape(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    creator: z.string(),
    createdAt: z.string(),
  }),
);
export type ContentKeyRecord = ShapeOf<typeof contentKeyRecord>;

/** The create's answer: the record and, this once, the key. */
export const createdContentKey = /* @__PURE__ */ lazyShape(() => contentKeyRecord().extend({ key: z.string() }));
export type CreatedContentKey = ShapeOf<typeof createdContentKey>;
