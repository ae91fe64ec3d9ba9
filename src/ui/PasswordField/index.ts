export { PasswordField } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
export { FormPasswordField } from './FormPasswordField';
export type { FormPasswordFieldProps } from './FormPasswordField';
