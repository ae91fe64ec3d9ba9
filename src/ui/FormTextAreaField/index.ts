export { FormTextAreaField } from './FormTextAreaField';
export type { FormTextAreaFieldProps } from './FormTextAreaField';
