import styled from 'styled-components';
import { thumbnailGrid } from '../../thumbnailGrid';

export const DropZone = styled.div<{ $over: boolean }>`
  position: relative;
  min-height: 100%;
  border-radius: ${({ theme }) => theme.radius.lg};
  outline: ${({ theme, $over }) => ($over ? `2px dashed ${theme.colors.primary}` : 'none')};
  outline-offset: ${({ theme }) => theme.space[2]};
`;

export const DropHint = styled.div`
  position: absolute;
  inset: 0;
  z-index: 2;
  display: grid;
  place-items: center;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  pointer-events: none;
  opacity: 0.95;
`;

/** Thumbnails: 2 columns on a phone, up to 6 on a wide screen. */
export const Grid = styled.ul`
  ${thumbnailGrid}
  margin: 0;
  padding: 0;
  list-style: none;
`;
