import { makeCardSkeleton } from '@/ui/EntityCard';

/**
 * Placeholder for the meta list: EntityCards with an image and two text lines. @default count 3 (docs/panel.md#numbers)
 */
export const MetaCardSkeleton = makeCardSkeleton('MetaCardSkeleton', { count: 3, media: true, lines: 2 });
