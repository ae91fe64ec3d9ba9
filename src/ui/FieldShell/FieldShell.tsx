import { useId, type ReactNode } from 'react';
import { FieldError } from '../FieldError';
import { Counter, Hint, Label, Required, Under, Wrapper } from './FieldShell.styles';

export interface FieldA11y {
  /** Give it to the control: `id`. */
  id: string;
  /** Give it to the control: hint, error and counter ids, or undefined. */
  'aria-describedby': string | undefined;
  /** Give it to the control: true when there is an error. */
  'aria-invalid': true | undefined;
}

export interface FieldShellProps {
  /** The visible label. */
  label: ReactNode;
  /** Optional help text under the control. */
  hint?: ReactNode;
  /** Error text; marks the control invalid. */
  error?: ReactNode;
  /** Shows a required marker after the label. @default false */
  required?: boolean;
  /** With `length`, shows a "12/60" counter. */
  maxLength?: number;
  /** Current length of the value, for the counter. */
  length?: number;
  /** Id for the control; generated when omitted. */
  id?: string;
  /** Renders the control with the ids it must carry. */
  children: (a11y: FieldA11y) => ReactNode;
}

/** What a counted text field (TextField, TextAreaField) takes besides its element's own props. */
export interface CountedFieldProps {
  /** The visible label (also the control's accessible name). */
  label: ReactNode;
  /** Optional help text, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Error text; sets `aria-invalid` and is linked with `aria-describedby`. */
  error?: ReactNode;
  /** Maximum length; also shows a "12/60" counter under the control. */
  maxLength?: number;
}

interface CountedControlProps extends CountedFieldProps {
  required?: boolean;
  id?: string;
  value?: string | number | readonly string[];
  defaultValue?: string | number | readonly string[];
  'aria-invalid'?: unknown;
}

/**
 * Splits a counted text field's props: `shell` for FieldShell (label, hint, error, required marker, id, the counter of
 * the current value) and `control` for the element (everything else, `required` and `maxLength` included); `invalid`
 * for the control's red border (an error, or `aria-invalid` from the caller).
 */
export function splitCountedField<P extends CountedControlProps>(props: P) {
  const { label, hint, error, id, ...control } = props;
  const length = String(props.value ?? props.defaultValue ?? '').length;
  const shell = { label, hint, error, id, required: props.required, maxLength: props.maxLength, length };
  return { shell, control, invalid: Boolean(error) || props['aria-invalid'] === true };
}

/** Label, control, hint, error and counter, wired with `aria-describedby` and `aria-invalid`. */
export function FieldShell({ label, hint, error, required, maxLength, length, id, children }: FieldShellProps) {
  const auto = useId();
  const controlId = id ?? auto;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const counterId = maxLength !== undefined ? `${controlId}-count` : undefined;
  const describedBy = [errorId, hintId, counterId].filter(Boolean).join(' ') || undefined;
  return (
    <Wrapper>
      <Label htmlFor={controlId}>
        {label}
        {required ? <Required aria-hidden="true">*</Required> : null}
      </Label>
      {children({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      <Under>
        {hint ? <Hint id={hintId}>{hint}</Hint> : null}
        {maxLength !== undefined ? (
          <Counter id={counterId} $over={(length ?? 0) > maxLength}>
            {length ?? 0}/{maxLength}
          </Counter>
        ) : null}
      </Under>
      <FieldError id={errorId}>{error}</FieldError>
    </Wrapper>
  );
}
