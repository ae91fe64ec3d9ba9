/** Blog posts (docs/api.md#blogs): `/blogs/*`, named by their `blogId`. */
import { z } from 'zod';
import { lazyShape, type ShapeOf } from './shape.ts';
import { imageWithoutAlt } from '../lib/bodyImages.ts';
import { bodyLinksOf } from '../lib/bodyLinks.ts';
import { bodyAltFileName, bodyAssetsOf, bodyDataImage } from '../lib/imageChecks.ts';
import { redirectKey } from '../lib/redirectKey.ts';
import { bodyTextOf } from '../lib/fullText.ts';
import { pageUrlKey } from '../lib/uniqueKeys.ts';
import { ISO_WITH_ZONE, newestFirst } from './list.ts';
import { defineResource, fieldMessage } from './resource.ts';
import { defineStorage, fieldColumns } from './storage.ts';
import { parseText, TEXT_PROBLEMS, type TextRule } from './text.ts';
import { verbCalls } from './calls.ts';

export const BLOG_STATUSES = ['published', 'draft', 'scheduled'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const blogFields = {
  blogId: {
    max: 50,
    format: 'slug',
    label: 'Blog ID',
  },
  blogTitle: { max: 200, label: 'Title', screen: 'title' },
  blogUrl: {
    max: 2048,
    format: 'httpUrl',
    label: 'Blog URL',
    screenFormat: 'Enter a valid URL, e.g. https://www.example.com/blog/my-post',
  },
  metaTitle: { max: 200, label: 'Meta title' },
  metaDescription: { max: 500, multiline: true, label: 'Meta description' },
  /** Rich text (HTML), sanitised by the server; it must still hold text or media afterwards. */
  description: { max: 200_000, multiline: true, label: 'Content', screen: 'content' },
  /** Plain text the Content API and the feed give as the post's excerpt; empty: the excerpt made from the body. */
  excerptOverride: { max: 300, multiline: true, optional: true, label: 'Custom excerpt' },
  /** The category's name. */
  category: { max: 100, label: 'Category', screen: 'categoryName' },
  channel: { max: 50, optional: true, fallback: 'API', label: 'Channel' },
} as const;

export const blog = defineResource({
  type: 'blog',
  noun: 'Blog',
  subject: (label) => `Blog post "${label}"`,
  label: { column: 'blogTitle' },
  api: verbCalls('/blogs', 'Blog', 'blogId'),
  key: 'blogId',
  versioned: true,
  image: { field: 'imageUrl', kind: 'blogs' },
  fields: blogFields,
  storage: defineStorage({
    table: 'blogs',
    columns: {
      id: 'id',
      ...fieldColumns(blogFields),
      /** `pageUrlKey(blogUrl)` (src/lib/uniqueKeys.ts); null for rows written around the API (bench seed). */
      blogUrlKey: 'text?',
      /** The text of `description` (`bodyTextOf`, src/lib/fullText.ts), indexed for full-text search. */
      bodyText: 'text?',
      /** The body's first image without alt text (`imageWithoutAlt`, src/lib/bodyImages.ts), '' when none. */
      bodyImageWithoutAlt: 'text?',
      /** The pages the body links to (`bodyLinksOf`, src/lib/bodyLinks.ts: JSON), '' when none. */
      bodyLinks: 'text?',
      /** `redirectKey(blogUrl)`: the path the post answers on the website, read by the SEO report's link checks. */
      blogPathKey: 'text?',
      /** The body's first image whose alt text is just a file name (`bodyAltFileName`, src/lib/imageChecks.ts), ''. */
      bodyAltFileName: 'text?',
      /** How many body images are `data:` URLs and the first one's type (`bodyDataImage`), '' when none. */
      bodyDataImage: 'text?',
      /** The library files the body's images show, as stems (`bodyAssetsOf`), '' when none. */
      bodyAssets: 'text?',
      creator: 'text',
      changer: 'text',
      createdDate: 'time',
      changedDate: 'time',
      imageUrl: 'text?',
      /** The asset used as the featured image (src/contract/asset.ts), or null. */
      imageId: 'int?',
      version: 'int',
      /** As stored: a scheduled post counts as published once `publishAt` has passed (src/domain/publishing.ts). */
      status: 'text',
      /** Scheduled posts only: when it becomes visible. */
      publishAt: 'time?',
      /** When the post first became visible (or will, when scheduled); null for a post never published. */
      publishedAt: 'time?',
      /** When a published or scheduled post stops being visible and counts as a draft; null: never. */
      unpublishAt: 'time?',
    },
    defaults: [
      'blogUrlKey',
      'bodyText',
      'bodyImageWithoutAlt',
      'bodyLinks',
      'blogPathKey',
      'status',
      'bodyAltFileName',
      'bodyDataImage',
      'bodyAssets',
    ],
    hidden: [
      'blogUrlKey',
      'bodyText',
      'bodyImageWithoutAlt',
      'bodyLinks',
      'blogPathKey',
      'bodyAltFileName',
      'bodyDataImage',
      'bodyAssets',
    ],
    derived: {
      blogUrlKey: { from: 'blogUrl', by: pageUrlKey },
      bodyText: { from: 'description', by: bodyTextOf },
      bodyImageWithoutAlt: { from: 'description', by: imageWithoutAlt },
      bodyLinks: { from: 'description', by: bodyLinksOf },
      blogPathKey: { from: 'blogUrl', by: redirectKey },
      bodyAltFileName: { from: 'description', by: bodyAltFileName },
      bodyDataImage: { from: 'description', by: bodyDataImage },
      bodyAssets: { from: 'description', by: bodyAssetsOf },
    },
  }),
  renames: { imageUrl: 'image', creator: 'author', createdDate: 'createdAt', changedDate: 'updatedAt' } as const,
  unique: {
    field: 'blogId',
    message: 'A blog post with this blogId already exists',
    fieldError: 'blogId already exists',
    screen: 'A blog post with this blog ID already exists.',
    trashed: 'A blog post with this blogId is in the trash. Restore it or delete it forever first.',
    restoreTaken: "A blog post with this blogId already exists. Change that post's blogId first.",
  },
  /** One page, one post: compared as `pageUrlKey` (the key a meta page's URL and the SEO report's duplicate_url use). */
  alsoUnique: [
    {
      field: 'blogUrl',
      message: 'A blog post with this blogUrl already exists',
      fieldError: 'blogUrl already exists',
      screen: 'Another blog post already has this URL.',
      trashed: 'A blog post with this blogUrl is in the trash. Restore it or delete it forever first.',
      restoreTaken: "A blog post with this blogUrl already exists. Change that post's blogUrl first.",
      column: 'blogUrlKey',
    },
  ],
  list: newestFirst('createdDate', {
    search: ['blogTitle', 'blogId', 'metaTitle', 'metaDescription'],
    sorts: { title: { by: 'blogTitle', direction: 'asc', label: 'Title (A–Z)' } },
    filters: { category: { max: 100 }, status: { max: 20, oneOf: BLOG_STATUSES } },
  }),
});

/**
 * The URL the panel proposes for a new post: the website's (`SITE_URL`) page of the post, `/posts/<blogId>`, where
 * the demo site serves it; '' until there is a blog ID.
 */
export const proposedBlogUrl = (siteUrl: string, blogId: string) =>
  blogId ? `${siteUrl.replace(/\/+$/, '')}/posts/${encodeURIComponent(blogId)}` : '';

/** The publishing fields of a create/update (issue 13) and their messages. */
export const BLOG_STATUS_RULE: TextRule = { max: 20, oneOf: BLOG_STATUSES };

export const BLOG_MESSAGES = {
  /** `description` that holds nothing once sanitised. */
  descriptionEmpty: fieldMessage('description', TEXT_PROBLEMS.required),
  categoryMissing: 'category must name an existing category',
  publishAtFormat: 'publishAt must be an ISO 8601 date and time with a time zone, e.g. 2030-01-31T09:00:00Z',
  publishAtPast: 'publishAt must be in the future for a scheduled post',
  unpublishAtFormat: 'unpublishAt must be an ISO 8601 date and time with a time zone, e.g. 2030-01-31T09:00:00Z',
  unpublishAtPast: 'unpublishAt must be in the future',
  unpublishAtBeforePublish: 'unpublishAt must be after publishAt',
} as const;

/** A blog post as the API answers it. */
export const blogRecord = /* @__PURE__ */ lazyShape(() =>
  z.object({
    id: z.number().int(),
    blogId: z.string(),
    blogTitle: z.string(),
    blogUrl: z.string(),
    metaTitle: z.string(),
    metaDescription: z.string(),
    description: z.string(),
    excerptOverride: z.string(),
    category: z.string().nullable(),
    creator: z.string().nullable(),
    changer: z.string().nullable(),
    channel: z.string().nullable(),
    createdDate: z.string(),
    changedDate: z.string(),
    imageUrl: z.string().nullable(),
    imageId: z.number().int().nullable(),
    version: z.number().int(),
    status: z.enum(BLOG_STATUSES),
    publishAt: z.string().nullable(),
    publishedAt: z.string().nullable(),
    unpublishAt: z.string().nullable(),
  }),
);
export type BlogRecord = ShapeOf<typeof blogRecord>;

const isBlogStatus = (value: string): value is BlogStatus => (BLOG_STATUSES as readonly string[]).includes(value);

/** An optional time field: absent → undefined, null or '' → null, else epoch ms of an ISO 8601 time with a zone. */
function parseTime(raw: unknown): number | null | undefined | false {
  if (raw === undefined) return undefined;
  if (raw === null || raw === '') return null;
  const text = typeof raw === 'string' ? raw.trim() : undefined;
  const ms = text !== undefined && ISO_WITH_ZONE.test(text) ? Date.parse(text) : NaN;
  return Number.isFinite(ms) ? ms : false;
}

/**
 * The publishing fields of a blog create/update: `status` (absent → undefined), `publishAt` and `unpublishAt` (absent
 * → undefined, null or '' → null, else epoch ms of an ISO 8601 time with a zone); or the 400's field error.
 */
export function parsePublishingInput(input: Record<string, unknown>):
  | {
      ok: true;
      status: BlogStatus | undefined;
      publishAt: number | null | undefined;
      unpublishAt: number | null | undefined;
    }
  | { ok: false; errors: Record<string, string> } {
  let status: BlogStatus | undefined;
  const rawStatus = input.status;
  if (rawStatus !== undefined && rawStatus !== null && rawStatus !== '') {
    const parsed = parseText(rawStatus, BLOG_STATUS_RULE);
    if (parsed.problem !== undefined) return { ok: false, errors: { status: fieldMessage('status', parsed.problem) } };
    status = isBlogStatus(parsed.value) ? parsed.value : undefined;
  }
  const publishAt = parseTime(input.publishAt);
  if (publishAt === false) return { ok: false, errors: { publishAt: BLOG_MESSAGES.publishAtFormat } };
  const unpublishAt = parseTime(input.unpublishAt);
  if (unpublishAt === false) return { ok: false, errors: { unpublishAt: BLOG_MESSAGES.unpublishAtFormat } };
  return { ok: true, status, publishAt, unpublishAt };
}
