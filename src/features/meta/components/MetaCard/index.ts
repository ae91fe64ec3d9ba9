export { MetaCard } from './MetaCard';
export type { MetaCardProps } from './MetaCard';
export { MetaCardSkeleton } from './MetaCardSkeleton';
