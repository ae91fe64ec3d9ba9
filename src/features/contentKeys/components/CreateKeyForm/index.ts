export { CreateKeyForm } from './CreateKeyForm';
export type { CreateKeyFormProps } from './CreateKeyForm';
