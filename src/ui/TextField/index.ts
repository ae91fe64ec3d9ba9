export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { FormTextField } from './FormTextField';
export type { FormTextFieldProps } from './FormTextField';
