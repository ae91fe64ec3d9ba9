export { ActionButtonSkeletons, Skeleton, SkeletonRegion } from './Skeleton';
export type { SkeletonProps, SkeletonRegionProps } from './Skeleton';
export type { SkeletonShape } from './Skeleton.styles';
export { compositedShimmer } from './shimmer';
