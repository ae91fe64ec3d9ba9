import styled from 'styled-components';

/** Shrinks with its container (min-width 0): six boxes and their gaps must fit a 320 px phone's card. */
export const Group = styled.div`
  display: flex;
  min-width: 0;
  max-width: 100%;
  gap: ${({ theme }) => theme.space[2]};
  justify-content: center;
`;

export const Box = styled.input<{ $invalid: boolean }>`
  /* A percentage width gives the boxes no minimum: they share a narrow row instead of widening the card. */
  flex: 1 1 0;
  min-width: 0;
  width: 100%;
  max-width: 3rem;
  height: 3.5rem;
  padding: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  transition: border-color ${({ theme }) => theme.motion.fast} ease;
  &:focus-visible,
  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.primary)};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${({ theme }) => theme.media.sm} {
    max-width: 3.25rem;
  }
`;
