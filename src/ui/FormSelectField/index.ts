export { FormSelectField } from './FormSelectField';
export type { FormSelectFieldProps } from './FormSelectField';
