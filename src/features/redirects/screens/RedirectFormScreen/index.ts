export { RedirectFormScreen } from './RedirectFormScreen';
export type { RedirectFormScreenProps } from './RedirectFormScreen';
