export { EntityCard } from './EntityCard';
export type { EntityCardProps } from './EntityCard';
export { makeCardSkeleton, type CardSkeletonProps } from './parts/makeCardSkeleton';
