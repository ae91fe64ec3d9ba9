import { useField } from 'formik';
import { TextAreaField, type TextAreaFieldProps } from '../TextAreaField';

export interface FormTextAreaFieldProps extends Omit<TextAreaFieldProps, 'name' | 'value' | 'error'> {
  /** The Formik field name. */
  name: string;
}

/** TextAreaField bound to Formik with `useField`; shows the error once touched. */
export function FormTextAreaField({ name, ...rest }: FormTextAreaFieldProps) {
  const [field, meta] = useField<string>(name);
  return <TextAreaField {...rest} {...field} value={field.value ?? ''} error={meta.touched ? meta.error : undefined} />;
}
