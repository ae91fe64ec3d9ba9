import { blog as blogContract, toScreen } from '@/contract';
import { excerpt } from '../../lib/excerpt';
import type { Blog, ServerBlog } from './types';

/** Default category name of a blog without one (docs/panel.md#records-on-screen). */
export const DEFAULT_BLOG_CATEGORY = 'uncategorized';
/** Default author label (docs/panel.md#records-on-screen, docs/panel.md#states). */
export const DEFAULT_BLOG_AUTHOR = 'Admin';
/** Channel value on blog writes (docs/panel.md#numbers). */
export const BLOG_CHANNEL = 'API';

/**
 * Server → screen (docs/panel.md#records-on-screen): the contract's screen names, the defaults, the excerpt of the
 * content.
 */
export function blogFromServer(server: ServerBlog): Blog {
  const { channel: _channel, ...screen } = toScreen(blogContract, server);
  return {
    ...screen,
    excerpt: excerpt(screen.content),
    categoryName: screen.categoryName || DEFAULT_BLOG_CATEGORY,
    image: screen.image || null,
    author: screen.author || DEFAULT_BLOG_AUTHOR,
    changer: screen.changer ?? '',
    status: screen.status ?? 'published',
    publishAt: screen.publishAt ?? null,
    publishedAt: screen.publishedAt ?? null,
    unpublishAt: screen.unpublishAt ?? null,
    version: screen.version ?? 1,
  };
}
