import styled from 'styled-components';
import { Skeleton, SkeletonRegion } from '../Skeleton';

export interface ChartSkeletonProps {
  /** What is loading, for screen readers, e.g. "Loading visitor analytics". */
  label: string;
}

const Surface = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

/** The plot area: the charts' height, 250px and 300px from the md breakpoint (docs/panel.md#numbers). */
const Plot = styled.div`
  height: 250px;
  ${({ theme }) => theme.media.md} {
    height: 300px;
  }
`;

/** Placeholder for a chart card: title, subtitle and a plot area of the chart's height. */
export function ChartSkeleton({ label }: ChartSkeletonProps) {
  return (
    <SkeletonRegion label={label}>
      <Surface>
        <Skeleton height="1.25rem" width="40%" />
        <Skeleton width="25%" />
        <Plot data-testid="chart-skeleton-plot">
          <Skeleton shape="block" height="100%" />
        </Plot>
      </Surface>
    </SkeletonRegion>
  );
}
