import { useField } from 'formik';
import { SelectField, type SelectFieldProps } from '../SelectField';

export interface FormSelectFieldProps extends Omit<SelectFieldProps, 'name' | 'value' | 'error'> {
  /** The Formik field name. */
  name: string;
}

/** SelectField bound to Formik with `useField`; shows the error once touched. */
export function FormSelectField({ name, ...rest }: FormSelectFieldProps) {
  const [field, meta] = useField<string>(name);
  return <SelectField {...rest} {...field} value={field.value ?? ''} error={meta.touched ? meta.error : undefined} />;
}
