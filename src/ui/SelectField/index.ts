export { SelectField } from './SelectField';
export type { SelectFieldProps, SelectOption } from './SelectField';
export { FormSelectField } from './FormSelectField';
export type { FormSelectFieldProps } from './FormSelectField';
