export { ContactFilters, EnquiryControls, MESSAGE_SORTS, messageSortFrom } from './ListToolbar';
export type { ContactFiltersProps, EnquiryControlsProps, MessageSort } from './ListToolbar';
