export { SearchResultPreview, type SearchResultPreviewProps } from './SearchResultPreview';
export { SEARCH_DESCRIPTION_LIMIT, SEARCH_TITLE_LIMIT, truncateForSearch, urlBreadcrumb } from './searchLimits';
