import { CardGrid, type CardGridColumns } from '../../CardGrid';
import { SkeletonRegion } from '../../Skeleton';
import { EntityCardSkeletonItem } from './EntityCardSkeletonItem';

export interface CardSkeletonProps {
  /** What is loading, for screen readers, e.g. "Loading blog posts". */
  label: string;
  /** How many placeholder cards. */
  count?: number;
  /** Grid columns; pass the same as the real list. @default { base: 1, md: 2, lg: 3 } */
  columns?: CardGridColumns;
}

/** Builds a list skeleton of EntityCard look-alikes with a spec default count. */
export function makeCardSkeleton(name: string, defaults: { count: number; media: boolean; lines: number }) {
  function CardSkeleton({ label, count = defaults.count, columns }: CardSkeletonProps) {
    return (
      <SkeletonRegion label={label}>
        <CardGrid columns={columns}>
          {Array.from({ length: count }, (_, i) => (
            <EntityCardSkeletonItem key={i} media={defaults.media} lines={defaults.lines} />
          ))}
        </CardGrid>
      </SkeletonRegion>
    );
  }
  CardSkeleton.displayName = name;
  return CardSkeleton;
}
