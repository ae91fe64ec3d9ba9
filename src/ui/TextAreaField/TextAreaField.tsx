import { forwardRef, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldShell, splitCountedField, type CountedFieldProps } from '../FieldShell';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, CountedFieldProps {
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
  { rows = 4, ...props },
  ref,
) {
  const { shell, control, invalid } = splitCountedField(props);
  return (
    <FieldShell {...shell}>
      {(a11y) => <TextArea ref={ref} rows={rows} $invalid={invalid} {...a11y} {...control} />}
    </FieldShell>
  );
});
