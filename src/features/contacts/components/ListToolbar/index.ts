export { ContactFilters, SearchFilter } from './ListToolbar';
export type { ContactFiltersProps, SearchFilterProps } from './ListToolbar';
