import { css, keyframes } from 'styled-components';

// Two widths of the shape per cycle: the band crosses once, as an animated background-position from 100% to -100% of a
// gradient at 200% size did.
const slide = keyframes`
  from { transform: translateX(-25%); }
  to { transform: translateX(25%); }
`;

/**
 * A shimmer the compositor plays on its own: the gradient sits on a pseudo-element four shapes wide, tiled every two
 * shapes, and moves by `transform`, so no frame of it is repainted on the main thread. An animated
 * `background-position` repaints every shimmering shape there on every frame, a task per frame that a busy CPU turns
 * into long tasks while the page waits for its data. Still, it shows what that gradient at 200% size shows at position
 * 0; the shape's own background (under it) is what shows when the pseudo-element is hidden (reduced motion).
 */
export const compositedShimmer = (gradient: string, animation: string) => css`
  position: relative;
  overflow: hidden;
  &::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    left: -200%;
    width: 400%;
    background: ${gradient};
    background-size: 50% 100%;
    animation: ${slide} ${animation};
  }
`;
