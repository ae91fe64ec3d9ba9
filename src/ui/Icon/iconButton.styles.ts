import { css } from 'styled-components';

/**
 * The look of every square icon-only button (close, clear, show password, the shell's menu buttons): no border or
 * fill, the glyph centred in a `size` square, a muted glyph that darkens over a muted surface on hover.
 */
export const iconButtonStyles = (size: string) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${size};
  height: ${size};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** A 2rem icon button inside a text field's right edge (show password, clear the search). */
export const inFieldButtonStyles = css`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space[1]};
  transform: translateY(-50%);
  ${iconButtonStyles('2rem')}
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/** Sizes the button's SVG glyph. */
export const glyphSize = (size: string) => css`
  & > svg {
    width: ${size};
    height: ${size};
  }
`;
