export { EntityCard } from './EntityCard';
export type { EntityCardProps } from './EntityCard';
export { BlogCardSkeleton } from './BlogCardSkeleton';
export { MetaCardSkeleton } from './MetaCardSkeleton';
export { CategoryCardSkeleton } from './CategoryCardSkeleton';
export type { CardSkeletonProps } from './parts/makeCardSkeleton';
