export { MessageControls, messageSortFrom } from './ListToolbar';
export type { MessageControlsProps, MessageSort } from './ListToolbar';
