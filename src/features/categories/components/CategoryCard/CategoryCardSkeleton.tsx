import { makeCardSkeleton } from '@/ui/EntityCard';

/** Placeholder for the category list: EntityCards without an image. @default count 6 (docs/panel.md#numbers) */
export const CategoryCardSkeleton = makeCardSkeleton('CategoryCardSkeleton', { count: 6, media: false, lines: 2 });
