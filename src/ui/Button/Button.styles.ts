import styled, { css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'success';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, (t: DefaultTheme) => ReturnType<typeof css>> = {
  primary: (t) => css`
    background: ${t.colors.primary};
    color: ${t.colors.primaryText};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${t.colors.primaryHover};
    }
  `,
  secondary: (t) => css`
    background: ${t.colors.secondary};
    color: ${t.colors.secondaryText};
    border-color: ${t.colors.border};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${t.colors.secondaryHover};
    }
  `,
  danger: (t) => css`
    background: ${t.colors.danger};
    color: ${t.colors.dangerText};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${t.colors.dangerHover};
    }
  `,
  success: (t) => css`
    background: ${t.colors.success};
    color: ${t.colors.successText};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${t.colors.successHover};
    }
  `,
};

const sizes: Record<ButtonSize, (t: DefaultTheme) => ReturnType<typeof css>> = {
  sm: (t) => css`
    padding: ${t.space[1]} ${t.space[3]};
    font-size: ${t.font.size.sm};
    min-height: 2rem;
  `,
  md: (t) => css`
    padding: ${t.space[2]} ${t.space[4]};
    font-size: ${t.font.size.sm};
    min-height: 2.5rem;
  `,
  lg: (t) => css`
    padding: ${t.space[3]} ${t.space[6]};
    font-size: ${t.font.size.md};
    min-height: 3rem;
  `,
};

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.2;
  cursor: pointer;
  white-space: nowrap;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  transition: background ${({ theme }) => theme.motion.fast} ease;
  ${({ theme, $variant }) => variants[$variant](theme)}
  ${({ theme, $size }) => sizes[$size](theme)}
  /*
   * Disabled must not look like enabled in either theme, and not by colour alone: a flat muted fill, muted text and a
   * dashed outline replace the variant's colours (a dimmed green on a dark surface still read as enabled).
   * A busy button keeps its look: its spinner already says what is happening.
   */
  &:disabled:not([aria-busy='true']) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
    border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
    box-shadow: none;
    cursor: not-allowed;
  }
  /* Busy or pending: focusable, blocked, and saying so. */
  &[aria-disabled='true'] {
    cursor: progress;
  }
  &[aria-busy='true'] {
    opacity: 0.8;
  }
`;

/** Keeps the label in the layout (so the width holds) while the busy spinner shows over it. */
export const Label = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: inherit;
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
`;

export const IconSlot = styled.span`
  display: inline-flex;
  width: 1em;
  height: 1em;
  & > svg {
    width: 100%;
    height: 100%;
  }
`;

export const Spinner = styled.span`
  position: absolute;
  inset: 0;
  margin: auto;
  width: 1.1em;
  height: 1.1em;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: button-spin 0.7s linear infinite;
  @keyframes button-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
