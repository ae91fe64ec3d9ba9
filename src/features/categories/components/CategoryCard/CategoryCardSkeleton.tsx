import { makeCardSkeleton } from '@/ui/EntityCard';

/** Placeholder for the category list: EntityCards without an image. @default count 6 (spec §9) */
export const CategoryCardSkeleton = makeCardSkeleton('CategoryCardSkeleton', { count: 6, media: false, lines: 2 });
