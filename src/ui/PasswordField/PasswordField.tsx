import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldShell } from '../FieldShell';
import { Box, Input, Toggle } from './PasswordField.styles';
import { Icon } from '../Icon';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type'> {
  /** The visible label (also the input's accessible name). */
  label: ReactNode;
  /** Optional help text, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Error text; sets `aria-invalid` and is linked with `aria-describedby`. */
  error?: ReactNode;
  /** Start with the password visible. @default false */
  defaultVisible?: boolean;
}

/** A password input with a show/hide toggle button ("Show password" / "Hide password", `aria-pressed`). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, hint, error, required, id, defaultVisible = false, autoComplete = 'current-password', ...rest },
  ref,
) {
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <FieldShell label={label} hint={hint} error={error} required={required} id={id}>
      {(a11y) => (
        <Box>
          <Input
            ref={ref}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            required={required}
            $invalid={Boolean(error) || rest['aria-invalid'] === true}
            {...a11y}
            {...rest}
          />
          <Toggle
            type="button"
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-pressed={visible}
            aria-controls={a11y.id}
            disabled={rest.disabled}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <Icon name="eyeOff" /> : <Icon name="eye" />}
          </Toggle>
        </Box>
      )}
    </FieldShell>
  );
});
