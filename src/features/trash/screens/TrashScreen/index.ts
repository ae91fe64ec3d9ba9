export { TrashScreen } from './TrashScreen';
export type { TrashScreenProps } from './TrashScreen';
