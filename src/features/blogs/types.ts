import type { ListParams } from '../../shared/query/listView';

/** Publishing state (issue 13): a scheduled post reads as published once its `publishAt` has passed. */
export type BlogStatus = 'published' | 'draft' | 'scheduled';

/** A blog post as the server sends it (docs/api-contract.md). */
export interface ServerBlog {
  id: number;
  blogId: string;
  blogTitle: string;
  blogUrl: string;
  metaTitle: string;
  metaDescription: string;
  description: string;
  category: string | null;
  creator: string | null;
  changer: string | null;
  channel?: string | null;
  createdDate: string;
  changedDate: string;
  imageUrl: string | null;
  version?: number;
  /** Absent from servers older than issue 13 (every post published). */
  status?: BlogStatus;
  /** ISO 8601 UTC; scheduled posts only. */
  publishAt?: string | null;
  /** ISO 8601 UTC: when the post first became (or becomes) visible; null for a post never published. */
  publishedAt?: string | null;
}

/** A blog post as screens use it (spec §3). */
export interface Blog {
  id: number;
  blogId: string;
  title: string;
  blogUrl: string;
  metaTitle: string;
  metaDescription: string;
  /** HTML. */
  content: string;
  /** Derived from the content (spec §5). */
  excerpt: string;
  /** Holds the category NAME (spec §3). */
  categoryId: string;
  /** An image value: stored name, full URL or data URL; null when none. */
  image: string | null;
  author: string;
  changer: string;
  /** As the server reports it (a scheduled post past its time reads published); `publishingState` checks the clock too. */
  status: BlogStatus;
  /** ISO 8601 UTC, for a scheduled post; else null. */
  publishAt: string | null;
  /** ISO 8601 UTC; null while it never was visible. */
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** The blog form's values. `image` is a data URL for a fresh upload, or the stored value. */
export interface BlogInput {
  title: string;
  blogId: string;
  blogUrl: string;
  categoryId: string;
  metaTitle: string;
  metaDescription: string;
  content: string;
  image?: string | null;
  /** @default 'published' */
  status?: BlogStatus;
  /** ISO 8601 UTC; sent with `status: 'scheduled'`. */
  publishAt?: string | null;
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
  /** Category names (a post's `categoryId` holds the name, spec §3). */
  names: string[];
}
