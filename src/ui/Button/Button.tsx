import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { IconSlot, Label, Spinner, StyledButton, type ButtonSize, type ButtonVariant } from './Button.styles';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight and meaning. @default 'primary' */
  variant?: ButtonVariant;
  /** Height and padding. @default 'md' */
  size?: ButtonSize;
  /** Optional icon shown before the label. */
  icon?: ReactNode;
  /**
   * Shows a spinner, keeps the button's width and blocks clicks. A busy button stays focusable (`aria-disabled`, not
   * `disabled`): the browser would move the focus of a disabled one to the page, and a keyboard user who pressed it
   * would start again from the top. @default false
   */
  busy?: boolean;
  /** Blocks clicks and stays focusable as `busy` does, without the spinner: for a label that says what is happening. */
  pending?: boolean;
  /** Stretches to the container's width. @default false */
  fullWidth?: boolean;
}

const preventDefault = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

/** The panel's button: four variants, three sizes, optional icon, disabled and busy states. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    icon,
    busy = false,
    pending = false,
    fullWidth = false,
    type = 'button',
    disabled,
    onClick,
    children,
    ...rest
  },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled}
      aria-disabled={busy || pending || undefined}
      aria-busy={busy || undefined}
      // A click on a busy button, or Enter in its form, does nothing: its default action (submitting) is cancelled too.
      onClick={busy || pending ? preventDefault : onClick}
      {...rest}
    >
      <Label $hidden={busy}>
        {icon ? <IconSlot aria-hidden="true">{icon}</IconSlot> : null}
        {children}
      </Label>
      {busy ? <Spinner aria-hidden="true" /> : null}
    </StyledButton>
  );
});
