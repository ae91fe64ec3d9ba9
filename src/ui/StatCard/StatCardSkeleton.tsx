import { CardGrid, STAT_GRID_COLUMNS, type CardGridColumns } from '../CardGrid';
import { Skeleton, SkeletonRegion } from '../Skeleton';
import { Layout, Surface, Text } from './StatCard.styles';

export interface StatCardSkeletonProps {
  /** What is loading, for screen readers, e.g. "Loading statistics". */
  label: string;
  /** How many placeholder cards. @default 4 (docs/panel.md#numbers) */
  count?: number;
  /** Grid columns. @default STAT_GRID_COLUMNS (2, then 4 from lg) */
  columns?: CardGridColumns;
}

/** Placeholder for the dashboard's StatCards. */
export function StatCardSkeleton({ label, count = 4, columns = STAT_GRID_COLUMNS }: StatCardSkeletonProps) {
  return (
    <SkeletonRegion label={label}>
      <CardGrid columns={columns}>
        {Array.from({ length: count }, (_, i) => (
          <Surface key={i}>
            <Layout>
              <Text $grow>
                <Skeleton width="60%" />
                <Skeleton height="2.25rem" width="40%" />
                <Skeleton width="80%" />
              </Text>
              <Skeleton shape="block" width="2.75rem" height="2.75rem" />
            </Layout>
          </Surface>
        ))}
      </CardGrid>
    </SkeletonRegion>
  );
}
