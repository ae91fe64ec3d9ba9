import styled from 'styled-components';
import { compositedShimmer } from './shimmer';

export type SkeletonShape = 'block' | 'line' | 'circle';

/**
 * The shimmer starts after half a second: a load shorter than that shows still shapes, not a flash of motion, and the
 * browser fires no animationstart event per shape (a list's skeleton has dozens) while the page is being drawn.
 */
const SHIMMER_DELAY = '0.5s';

export const Shape = styled.span<{ $shape: SkeletonShape; $width: string; $height: string }>`
  display: block;
  flex: none;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $shape }) =>
    $shape === 'circle' ? theme.radius.full : $shape === 'line' ? theme.radius.sm : theme.radius.md};
  background: ${({ theme }) => theme.colors.skeleton};
  ${({ theme }) =>
    compositedShimmer(
      `linear-gradient(90deg, ${theme.colors.skeleton} 0%, ${theme.colors.skeletonHighlight} 50%, ${theme.colors.skeleton} 100%)`,
      `1.4s ease-in-out ${SHIMMER_DELAY} infinite backwards`,
    )}
  ${({ theme }) => theme.media.reducedMotion} {
    &::after {
      display: none;
    }
  }
`;

export const Region = styled.div`
  min-width: 0;
`;
