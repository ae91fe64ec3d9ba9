import styled from 'styled-components';

export const Group = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  justify-content: center;
`;

export const Box = styled.input<{ $invalid: boolean }>`
  width: 3rem;
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
    width: 3.25rem;
  }
`;
