export { BlogCard, type BlogCardProps } from './BlogCard';
export { BlogCardSkeleton } from './BlogCardSkeleton';
