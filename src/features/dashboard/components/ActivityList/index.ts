export { ActivityList } from './ActivityList';
export type { ActivityListProps, RecordHref } from './ActivityList';
