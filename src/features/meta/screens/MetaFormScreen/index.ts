export { MetaFormScreen } from './MetaFormScreen';
export type { MetaFormScreenProps } from './MetaFormScreen';
