import styled, { css } from 'styled-components';

export const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  /* side by side in a taller grid row (a neighbour with a hint), the control keeps its height */
  align-content: start;
  min-width: 0;
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Required = styled.span`
  color: ${({ theme }) => theme.colors.dangerSoftText};
  margin-left: 0.125rem;
`;

export const Under = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  &:empty {
    display: none;
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Counter = styled.p<{ $over: boolean }>`
  margin: 0 0 0 auto;
  color: ${({ theme, $over }) => ($over ? theme.colors.dangerSoftText : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** Shared look of input, textarea and select. */
/**
 * The one height of a single-line field: a line of body text (1.5 × 1rem), its padding and border. An `<input>` reaches
 * it from its line height, a `<select>` (whose line height Chromium ignores) from this minimum, so both line up.
 */
export const CONTROL_HEIGHT = '2.625rem';

export const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: ${CONTROL_HEIGHT};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.md};
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
    border-color: ${({ theme }) => theme.colors.focus};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &[readonly] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;
