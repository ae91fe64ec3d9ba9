export { TextAreaField } from './TextAreaField';
export type { TextAreaFieldProps } from './TextAreaField';
export { FormTextAreaField } from './FormTextAreaField';
export type { FormTextAreaFieldProps } from './FormTextAreaField';
