export { RedirectRow } from './RedirectRow';
export type { RedirectRowProps } from './RedirectRow';
