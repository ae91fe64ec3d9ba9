import styled, { css } from 'styled-components';

export const Counts = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

/** One count as a toggle: pressed while the list is filtered to it. */
export const CountButton = styled.button<{ $pressed: boolean; $zero: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  justify-items: start;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  text-align: left;
  cursor: pointer;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  ${({ $pressed, theme }) =>
    $pressed &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primarySoft};
      box-shadow: inset 0 0 0 1px ${theme.colors.primary};
    `}
  ${({ $zero, theme }) =>
    $zero &&
    css`
      color: ${theme.colors.textMuted};
    `}
`;

export const CountValue = styled.span`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const CountLabel = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
`;
