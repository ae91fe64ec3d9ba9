/** Categories (docs/api.md#categories): `/category/*`; list and get are public. */
import { z } from 'zod';
import { pluralOf } from '../lib/plural.ts';
import { lazyShape, type ShapeOf } from './shape.ts';
import { categoryNameKey, categoryUrlKey } from '../lib/uniqueKeys.ts';
import { defineList, NEWEST_OLDEST } from './list.ts';
import { defineResource } from './resource.ts';
import { defineStorage, fieldColumns } from './storage.ts';
import { verbCalls } from './calls.ts';

export const categoryFields = {
  /** The name; blog posts refer to a category by it. */
  category: { max: 100, label: 'Name', screen: 'name' },
  categoryUrl: { max: 2048, format: 'urlOrPath', label: 'Category URL' },
  categoryDescription: { max: 1000, multiline: true, label: 'Description', screen: 'description' },
} as const;

export const category = defineResource({
  type: 'category',
  noun: 'Category',
  subject: (label) => `Category "${label}"`,
  label: { column: 'category' },
  // The two calls that break the original scheme.
  api: {
    ...verbCalls('/category', 'Category'),
    list: '/category/listCategories',
    create: '/category/addCategory',
    publicRead: true,
  },
  versioned: true,
  fields: categoryFields,
  storage: defineStorage({
    table: 'categories',
    columns: {
      id: 'id',
      ...fieldColumns(categoryFields),
      /** `categoryNameKey(category)` (src/lib/uniqueKeys.ts), UNIQUE. */
      categoryKey: 'text',
      /** `categoryUrlKey(categoryUrl)` (src/lib/uniqueKeys.ts), UNIQUE; null for rows written around the API. */
      categoryUrlKey: 'text?',
      createdAt: 'time',
      version: 'int',
    },
    defaults: ['categoryUrlKey'],
    hidden: ['categoryKey', 'categoryUrlKey'],
    derived: {
      categoryKey: { from: 'category', by: categoryNameKey },
      categoryUrlKey: { from: 'categoryUrl', by: categoryUrlKey },
    },
  }),
  unique: {
    field: 'category',
    message: 'A category with this name already exists',
    fieldError: 'category already exists',
    screen: 'A category with this name already exists.',
    trashed: 'A category with this name is in the trash. Restore it or delete it forever first.',
    restoreTaken: 'A category with this name already exists. Rename that category first.',
    column: 'categoryKey',
  },
  /** One page, one category: compared as `categoryUrlKey` (a path or a URL, spelled any way that names one page). */
  alsoUnique: [
    {
      field: 'categoryUrl',
      message: 'A category with this categoryUrl already exists',
      fieldError: 'categoryUrl already exists',
      screen: 'Another category already has this URL.',
      trashed: 'A category with this categoryUrl is in the trash. Restore it or delete it forever first.',
      restoreTaken: "A category with this categoryUrl already exists. Change that category's categoryUrl first.",
      column: 'categoryUrlKey',
    },
  ],
  list: defineList({
    search: ['category', 'categoryDescription'],
    sorts: { name: { by: 'category', direction: 'asc', label: 'Name (A–Z)' }, ...NEWEST_OLDEST('createdAt') },
    defaultSort: 'name',
    filters: {},
  }),
});

/** The 409 of deleting a category that blog posts still use. */
export const categoryInUseMessage = (used: number) =>
  pluralOf(used) === 'one'
    ? `This category is used by ${used} blog post. Move or delete it first.`
    : `This category is used by ${used} blog posts. Move or delete them first.`;

/** A category as the API answers it. */
export const categoryRecord = /* @__PURE__ */ lazyShape(() =>
  z.object({
    id: z.number().int(),
    category: z.string(),
    categoryUrl: z.string(),
    categoryDescription: z.string(),
    createdAt: z.string(),
    blogCount: z.number().int(),
    version: z.number().int(),
  }),
);
export type CategoryRecord = ShapeOf<typeof categoryRecord>;
