export { ActivityRowSkeleton } from './ActivityRowSkeleton';
export type { ActivityRowSkeletonProps } from './ActivityRowSkeleton';
