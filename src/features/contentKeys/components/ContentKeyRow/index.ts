export { ContentKeyRow } from './ContentKeyRow';
export type { ContentKeyRowProps } from './ContentKeyRow';
