export { ActivityList } from './ActivityList';
export type { ActivityListProps, RecordHref } from './ActivityList';
export { ActivityRowSkeleton } from './ActivityRowSkeleton';
export type { ActivityRowSkeletonProps } from './ActivityRowSkeleton';
