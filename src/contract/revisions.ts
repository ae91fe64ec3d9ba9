/**
 * Revisions (issue 27, docs/api.md#revisions): the history of blog posts, meta pages and categories, its calls and
 * the shapes of their answers. Every real change stores the record as the API showed it; a restore writes that
 * content again as a new version.
 */
import { z } from 'zod';
import { lazyShape, type ShapeOf } from './shape.ts';
import { BLOG_STATUSES, blogRecord } from './blog.ts';
import { categoryRecord } from './category.ts';
import { metaRecord } from './meta.ts';

/** The record types with a history. */
export const REVISION_TYPES = ['blog', 'meta', 'category'] as const;
export type RevisionType = (typeof REVISION_TYPES)[number];

/** Each type's history calls; the path key is the type's own (`:blogId`, `:id`). */
export const REVISION_PATHS = {
  blog: {
    list: '/blogs/revisions/:blogId',
    get: '/blogs/revision/:blogId/:revision',
    restore: '/blogs/restoreRevision/:blogId/:revision',
  },
  meta: {
    list: '/meta/revisions/:id',
    get: '/meta/revision/:id/:revision',
    restore: '/meta/restoreRevision/:id/:revision',
  },
  category: {
    list: '/category/revisions/:id',
    get: '/category/revision/:id/:revision',
    restore: '/category/restoreRevision/:id/:revision',
  },
} as const satisfies Record<RevisionType, { list: string; get: string; restore: string }>;

/** Revisions kept per record when `REVISIONS_KEEP` is not set. */
export const DEFAULT_REVISIONS_KEEP = 100;
/** A history page's default and largest size. */
export const REVISIONS_PAGE_SIZE = 20;
export const REVISIONS_MAX_PAGE_SIZE = 100;

/** The fields that say who and when, or are counted: never listed as changed, never restored. */
export const REVISION_BOOKKEEPING = [
  'id',
  'version',
  'creator',
  'changer',
  'createdDate',
  'changedDate',
  'createdAt',
  'publishedAt',
  'blogCount',
] as const;

/** A revision's words on screen and in the activity log. */
export const REVISION_MESSAGES = {
  notFound: 'Revision not found',
  categoryGone: (name: string) =>
    `This version is in the category "${name}", which no longer exists. Restore or create the category first.`,
  scheduledPast: (at: string) =>
    `This version was scheduled for ${at}, which has passed. Restore a published or draft version, or reschedule the post.`,
} as const;

const int = () => z.number().int();

/** One line of a history page. */
export const revisionItem = /* @__PURE__ */ lazyShape(() =>
  z.object({
    revision: int(),
    version: int(),
    createdAt: z.string(),
    author: z.string(),
    /** A post's publishing state at the time; null for meta pages and categories. */
    status: z.enum(BLOG_STATUSES).nullable(),
    /** The wire fields this revision changed (empty for the first one). */
    changed: z.array(z.string()),
  }),
);
export type RevisionItem = ShapeOf<typeof revisionItem>;

/** `GET …/revisions/{key}`: newest first, one page. */
export const revisionPage = /* @__PURE__ */ lazyShape(() =>
  z.object({
    result: z.array(revisionItem()),
    total: int(),
    page: int(),
    pageSize: int(),
    nextCursor: z.string().nullable(),
  }),
);

/** The record a revision kept, by type. */
export const REVISION_RECORDS = { blog: blogRecord, meta: metaRecord, category: categoryRecord } as const;

/** `GET …/revision/{key}/{revision}`. */
export const revisionAnswer = (type: RevisionType) =>
  z.object({ result: revisionItem().omit({ status: true }).extend({ record: REVISION_RECORDS[type]() }) });

/** `POST …/restoreRevision/{key}/{revision}`'s body: the version the client read. */
export const restoreRevisionBody = /* @__PURE__ */ lazyShape(() => z.object({ version: z.union([int(), z.string()]) }));
