import styled from 'styled-components';
import { Skeleton, SkeletonRegion } from '@/ui/Skeleton';

const Tiles = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

const Tile = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The library's loading state: tiles in the grid's shape. */
export function MediaGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <SkeletonRegion label="Loading images">
      <Tiles>
        {Array.from({ length: count }, (_, i) => (
          <Tile key={i}>
            <Skeleton shape="block" height="8rem" />
            <Skeleton shape="line" width="70%" />
            <Skeleton shape="line" width="40%" />
          </Tile>
        ))}
      </Tiles>
    </SkeletonRegion>
  );
}
