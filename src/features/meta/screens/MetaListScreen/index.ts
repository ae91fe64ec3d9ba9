export { MetaListScreen } from './MetaListScreen';
export type { MetaListScreenProps } from './MetaListScreen';
