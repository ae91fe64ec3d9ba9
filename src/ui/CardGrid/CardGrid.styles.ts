import styled, { css } from 'styled-components';
import type { CardGridColumns } from './CardGrid.types';

const cols = (n: number | undefined) =>
  n
    ? css`
        grid-template-columns: repeat(${n}, minmax(0, 1fr));
      `
    : null;

export const Grid = styled.div<{ $c: Required<Pick<CardGridColumns, 'base'>> & CardGridColumns }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $c }) => cols($c.base)}
  ${({ theme }) => theme.media.sm} {
    ${({ $c }) => cols($c.sm)}
  }
  ${({ theme }) => theme.media.md} {
    ${({ $c }) => cols($c.md)}
  }
  ${({ theme }) => theme.media.lg} {
    ${({ $c }) => cols($c.lg)}
  }
`;
