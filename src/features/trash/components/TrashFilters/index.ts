export { TrashFilters } from './TrashFilters';
export type { TrashFiltersProps } from './TrashFilters';
