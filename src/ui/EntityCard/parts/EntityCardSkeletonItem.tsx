import { ActionButtonSkeletons, Skeleton } from '../../Skeleton';
import { SkeletonFooter, SkeletonMediaBox, SkeletonSection, SkeletonSurface } from '../EntityCard.styles';

/** One placeholder shaped like EntityCard: optional media, title, meta line, text lines and footer buttons. */
export function EntityCardSkeletonItem({ media, lines }: { media: boolean; lines: number }) {
  return (
    <SkeletonSurface>
      {media ? (
        <SkeletonMediaBox>
          <Skeleton shape="block" height="100%" />
        </SkeletonMediaBox>
      ) : null}
      <SkeletonSection>
        <Skeleton height="1.25rem" width="70%" />
        <Skeleton width="45%" />
        {Array.from({ length: lines }, (_, i) => (
          <Skeleton key={i} width={i === lines - 1 ? '60%' : '100%'} />
        ))}
      </SkeletonSection>
      <SkeletonFooter>
        <ActionButtonSkeletons count={2} />
      </SkeletonFooter>
    </SkeletonSurface>
  );
}
