import { excerpt } from '../../lib/excerpt';
import type { Blog, ServerBlog } from './types';

/** Default category name of a blog without one (spec §3). */
export const DEFAULT_BLOG_CATEGORY = 'uncategorized';
/** Default author label (spec §3, §4). */
export const DEFAULT_BLOG_AUTHOR = 'Admin';
/** Channel value on blog writes (spec §9). */
export const BLOG_CHANNEL = 'API';

/** Server → screen (spec §3). */
export function blogFromServer(server: ServerBlog): Blog {
  const content = server.description ?? '';
  return {
    id: server.id,
    blogId: server.blogId,
    title: server.blogTitle ?? '',
    blogUrl: server.blogUrl ?? '',
    metaTitle: server.metaTitle ?? '',
    metaDescription: server.metaDescription ?? '',
    content,
    excerpt: excerpt(content),
    categoryId: server.category || DEFAULT_BLOG_CATEGORY,
    image: server.imageUrl || null,
    author: server.creator || DEFAULT_BLOG_AUTHOR,
    changer: server.changer ?? '',
    status: server.status ?? 'published',
    publishAt: server.publishAt ?? null,
    publishedAt: server.publishedAt ?? null,
    createdAt: server.createdDate,
    updatedAt: server.changedDate,
    version: server.version ?? 1,
  };
}
