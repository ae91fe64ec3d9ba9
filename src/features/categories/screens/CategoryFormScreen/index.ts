export { CategoryFormScreen } from './CategoryFormScreen';
export type { CategoryFormScreenProps } from './CategoryFormScreen';
