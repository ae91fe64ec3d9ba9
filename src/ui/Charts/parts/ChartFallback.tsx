import styled from 'styled-components';
import { compositedShimmer } from '../../Skeleton';

const Block = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
  width: 100%;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.skeleton};
  ${({ theme }) =>
    compositedShimmer(
      `linear-gradient(90deg, ${theme.colors.skeleton} 25%, ${theme.colors.skeletonHighlight} 50%, ${theme.colors.skeleton} 75%)`,
      '1.4s ease-in-out infinite',
    )}
  ${({ theme }) => theme.media.reducedMotion} {
    &::after {
      animation: none;
    }
  }
`;

/** Placeholder of the chart's exact height while Victory loads. */
export function ChartFallback({ height }: { height: number }) {
  return <Block $height={height} aria-hidden="true" data-testid="chart-fallback" />;
}
