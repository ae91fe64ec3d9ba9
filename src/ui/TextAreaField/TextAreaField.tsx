import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldShell } from '../FieldShell';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** The visible label (also the textarea's accessible name). */
  label: ReactNode;
  /** Optional help text, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Error text; sets `aria-invalid` and is linked with `aria-describedby`. */
  error?: ReactNode;
  /** Maximum length; also shows a "120/160" counter. */
  maxLength?: number;
  /** Visible rows. @default 4 */
  rows?: number;
}

const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  resize: vertical;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

/** A labelled multi-line input with hint, error and optional character counter. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, hint, error, maxLength, required, id, rows = 4, ...rest },
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
        <TextArea
          ref={ref}
          rows={rows}
          maxLength={maxLength}
          required={required}
          $invalid={Boolean(error)}
          {...a11y}
          {...rest}
        />
      )}
    </FieldShell>
  );
});
