export { CategoryListScreen } from './CategoryListScreen';
export type { CategoryListScreenProps } from './CategoryListScreen';
