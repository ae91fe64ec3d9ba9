import { makeCardSkeleton } from '@/ui/EntityCard';

/**
 * Placeholder for the blog list: EntityCards with an image and three text lines. @default count 3
 * (docs/panel.md#numbers)
 */
export const BlogCardSkeleton = makeCardSkeleton('BlogCardSkeleton', { count: 3, media: true, lines: 3 });
