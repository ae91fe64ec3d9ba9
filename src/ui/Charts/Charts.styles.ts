import styled from 'styled-components';

export const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const Plot = styled.div<{ $height: number }>`
  width: 100%;
  min-width: 0;
  height: ${({ $height }) => $height}px;
  & svg {
    display: block;
  }
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const LegendItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Swatch = styled.span<{ $color: string }>`
  width: 0.75rem;
  height: 0.75rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $color }) => $color};
`;
