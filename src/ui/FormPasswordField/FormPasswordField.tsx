import { useField } from 'formik';
import { PasswordField, type PasswordFieldProps } from '../PasswordField';

export interface FormPasswordFieldProps extends Omit<PasswordFieldProps, 'name' | 'value' | 'error'> {
  /** The Formik field name. */
  name: string;
}

/** PasswordField bound to Formik with `useField`; shows the error once touched. */
export function FormPasswordField({ name, ...rest }: FormPasswordFieldProps) {
  const [field, meta] = useField<string>(name);
  return <PasswordField {...rest} {...field} value={field.value ?? ''} error={meta.touched ? meta.error : undefined} />;
}
