import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldShell } from '../FieldShell';

export interface SelectOption {
  /** The submitted value. */
  value: string;
  /** The visible text. */
  label: string;
  /** Not selectable. @default false */
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  /** The visible label (also the select's accessible name). */
  label: ReactNode;
  /** The choices. */
  options: SelectOption[];
  /** Text of an empty first option (value ''), e.g. "Select a category". */
  emptyOption?: string;
  /** Optional help text, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Error text; sets `aria-invalid` and is linked with `aria-describedby`. */
  error?: ReactNode;
}

const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  cursor: pointer;
`;

/** A labelled native select with hint and error (also the lists' sort control). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, emptyOption, hint, error, required, id, ...rest },
  ref,
) {
  return (
    <FieldShell label={label} hint={hint} error={error} required={required} id={id}>
      {(a11y) => (
        <Select ref={ref} required={required} $invalid={Boolean(error)} {...a11y} {...rest}>
          {emptyOption !== undefined ? <option value="">{emptyOption}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FieldShell>
  );
});
