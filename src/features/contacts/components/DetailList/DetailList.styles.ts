import styled from 'styled-components';

export const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > [data-long] {
      grid-column: 1 / -1;
    }
  }
`;

export const Term = styled.dt`
  margin-bottom: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const Value = styled.dd<{ $long: boolean; $muted: boolean }>`
  margin: 0;
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : theme.colors.text)};
  font-style: ${({ $muted }) => ($muted ? 'italic' : 'normal')};
  overflow-wrap: anywhere;
  white-space: ${({ $long }) => ($long ? 'pre-wrap' : 'normal')};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;
