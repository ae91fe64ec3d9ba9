import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { IconSlot, Label, Spinner, StyledButton, type ButtonSize, type ButtonVariant } from './Button.styles';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight and meaning. @default 'primary' */
  variant?: ButtonVariant;
  /** Height and padding. @default 'md' */
  size?: ButtonSize;
  /** Optional icon shown before the label. */
  icon?: ReactNode;
  /** Shows a spinner, keeps the button's width and blocks clicks. @default false */
  busy?: boolean;
  /** Stretches to the container's width. @default false */
  fullWidth?: boolean;
}

/** The panel's button: four variants, three sizes, optional icon, disabled and busy states. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    icon,
    busy = false,
    fullWidth = false,
    type = 'button',
    disabled,
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
      disabled={disabled || busy}
      aria-busy={busy || undefined}
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
