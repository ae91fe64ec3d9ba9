export { CategoryCard } from './CategoryCard';
export type { CategoryCardProps } from './CategoryCard';
export { CategoryCardSkeleton } from './CategoryCardSkeleton';
