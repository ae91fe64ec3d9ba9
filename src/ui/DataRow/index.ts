export { DataList, DataRow } from './DataRow';
export type { DataListProps, DataRowProps } from './DataRow';
export { DataRowSkeleton } from './DataRowSkeleton';
export type { DataRowSkeletonProps } from './DataRowSkeleton';
