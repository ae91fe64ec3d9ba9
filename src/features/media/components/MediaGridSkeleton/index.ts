export { MediaGridSkeleton } from './MediaGridSkeleton';
