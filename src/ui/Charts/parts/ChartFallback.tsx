import styled from 'styled-components';

const Block = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
  width: 100%;
  border-radius: ${({ theme }) => theme.radius.md};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.skeleton} 25%,
    ${({ theme }) => theme.colors.skeletonHighlight} 50%,
    ${({ theme }) => theme.colors.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: chart-shimmer 1.4s ease-in-out infinite;
  @keyframes chart-shimmer {
    from {
      background-position: 100% 0;
    }
    to {
      background-position: -100% 0;
    }
  }
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

/** Placeholder of the chart's exact height while Victory loads. */
export function ChartFallback({ height }: { height: number }) {
  return <Block $height={height} aria-hidden="true" data-testid="chart-fallback" />;
}
