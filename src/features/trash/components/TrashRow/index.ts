export { TrashRow } from './TrashRow';
export type { TrashRowProps } from './TrashRow';
