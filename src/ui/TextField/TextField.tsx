import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldShell } from '../FieldShell';
import { Input } from './TextField.styles';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** The visible label (also the input's accessible name). */
  label: ReactNode;
  /** Optional help text, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Error text; sets `aria-invalid` and is linked with `aria-describedby`. */
  error?: ReactNode;
  /** Maximum length; also shows a "12/60" counter under the input. */
  maxLength?: number;
}

/** A labelled text input with hint, error and optional character counter. Controlled or uncontrolled. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, maxLength, required, id, type = 'text', ...rest },
  ref,
) {
  const length = String(rest.value ?? rest.defaultValue ?? '').length;
  return (
    <FieldShell
      label={label}
      hint={hint}
      error={error}
      required={required}
      maxLength={maxLength}
      length={length}
      id={id}
    >
      {(a11y) => (
        <Input
          ref={ref}
          type={type}
          maxLength={maxLength}
          required={required}
          $invalid={Boolean(error) || rest['aria-invalid'] === true}
          {...a11y}
          {...rest}
        />
      )}
    </FieldShell>
  );
});
