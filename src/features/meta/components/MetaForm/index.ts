export { MetaForm } from './MetaForm';
export type { MetaFormProps, MetaFormValues } from './MetaForm';
