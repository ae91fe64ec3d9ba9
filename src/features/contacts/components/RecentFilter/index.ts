export { RecentFilter } from './RecentFilter';
export type { RecentFilterProps } from './RecentFilter';
