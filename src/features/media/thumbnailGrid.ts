import { css } from 'styled-components';

/** The library's grid of thumbnails: 2 columns on a phone, up to 6 on a wide screen (the grid and its skeleton). */
export const thumbnailGrid = css`
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
