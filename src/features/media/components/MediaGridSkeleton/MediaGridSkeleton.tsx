import styled from 'styled-components';
import { Skeleton, SkeletonRegion } from '@/ui/Skeleton';
import { thumbnailGrid } from '../../thumbnailGrid';

const Tiles = styled.div`
  ${thumbnailGrid}
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
