export { RedirectListScreen } from './RedirectListScreen';
export type { RedirectListScreenProps } from './RedirectListScreen';
