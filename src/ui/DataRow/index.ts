export { DataList, DataRow } from './DataRow';
export type { DataListProps, DataRowProps } from './DataRow';
export { ContactRowSkeleton } from './ContactRowSkeleton';
export type { ContactRowSkeletonProps } from './ContactRowSkeleton';
