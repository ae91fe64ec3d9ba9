import type { blogFields, BlogRecord, BlogStatus, ScreenValues } from '@/contract';
import type { ListParams } from '../../shared/query/listView';

/** Publishing state (issue 13): a scheduled post reads as published once its `publishAt` has passed. */
export type { BlogStatus };

/** Fields older servers may leave out: every post published, no version or channel (before issue 13). */
type OptionalOnOldServers = 'channel' | 'version' | 'status' | 'publishAt' | 'publishedAt' | 'unpublishAt';

/** A blog post as the server sends it (the contract's `blogRecord`). */
export type ServerBlog = Omit<BlogRecord, OptionalOnOldServers> & Partial<Pick<BlogRecord, OptionalOnOldServers>>;

/**
 * The form's text fields under their screen names (the contract's writable fields but `channel`, which the panel
 * sets): `title`, `blogId`, `blogUrl`, `metaTitle`, `metaDescription`, `content` (HTML), `categoryName` (the category's
 * NAME, docs/panel.md#records-on-screen).
 */
export type BlogText = ScreenValues<Omit<typeof blogFields, 'channel'>>;

/**
 * A blog post as screens use it (docs/panel.md#records-on-screen): the record under the contract's screen names, with
 * the defaults.
 */
export interface Blog extends BlogText {
  id: number;
  /** Derived from the content (docs/panel.md#validation). */
  excerpt: string;
  /** An image value: stored name, full URL or data URL; null when none. */
  image: string | null;
  /** The media library's image used as the featured image, or null. */
  imageId?: number | null;
  author: string;
  changer: string;
  /** As the server reports it (a scheduled post past its time reads published); `publishingState` checks the clock too. */
  status: BlogStatus;
  /** ISO 8601 UTC, for a scheduled post; else null. */
  publishAt: string | null;
  /** ISO 8601 UTC; null while it never was visible. */
  publishedAt: string | null;
  /** ISO 8601 UTC: when a published or scheduled post stops being shown; null: never. */
  unpublishAt: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** The blog form's values. `image` is a data URL for a fresh upload, or the stored value. */
export interface BlogInput extends BlogText {
  image?: string | null;
  /** The library image chosen (`imageId`); null uses none. */
  imageId?: number | null;
  /** @default 'published' */
  status?: BlogStatus;
  /** ISO 8601 UTC; sent with `status: 'scheduled'`. */
  publishAt?: string | null;
  /** ISO 8601 UTC; null clears it (on an update). */
  unpublishAt?: string | null;
}

/** An update: any subset of the form (empty values are not sent), the loaded `version`, image removal. */
export interface BlogUpdate extends Partial<BlogInput> {
  version?: number;
  removeImage?: boolean;
}

export type BlogSort = 'newest' | 'oldest' | 'title';

export interface BlogListParams extends ListParams {
  sort?: BlogSort;
  /** A category name. */
  category?: string;
  status?: BlogStatus;
}

/** The categories a post can be filed under, handed to the blog screens by the app (from the categories feature). */
export interface CategoryChoices {
  status: 'loading' | 'loaded' | 'error';
  /** Category names (a post's `categoryName` holds the name, docs/panel.md#records-on-screen). */
  names: string[];
  /** Each name's category id, in the same order (a local draft keeps the id, which outlives a rename). */
  ids?: number[];
}
