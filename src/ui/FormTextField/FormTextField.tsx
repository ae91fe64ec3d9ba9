import { useField } from 'formik';
import type { TextFieldProps } from '../TextField';
import { TextField } from '../TextField';

export interface FormTextFieldProps extends Omit<TextFieldProps, 'name' | 'value' | 'error'> {
  /** The Formik field name. */
  name: string;
}

/** TextField bound to Formik with `useField`; shows the field's error once it is touched (or after a submit). */
export function FormTextField({ name, ...rest }: FormTextFieldProps) {
  const [field, meta] = useField<string>(name);
  return <TextField {...rest} {...field} value={field.value ?? ''} error={meta.touched ? meta.error : undefined} />;
}
