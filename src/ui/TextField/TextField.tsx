import { forwardRef, type InputHTMLAttributes } from 'react';
import { FieldShell, splitCountedField, type CountedFieldProps } from '../FieldShell';
import { Input } from './TextField.styles';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'>, CountedFieldProps {}

/** A labelled text input with hint, error and optional character counter. Controlled or uncontrolled. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { type = 'text', ...props },
  ref,
) {
  const { shell, control, invalid } = splitCountedField(props);
  return (
    <FieldShell {...shell}>
      {(a11y) => <Input ref={ref} type={type} $invalid={invalid} {...a11y} {...control} />}
    </FieldShell>
  );
});
