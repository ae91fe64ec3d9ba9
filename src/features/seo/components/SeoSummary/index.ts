export { SeoSummary } from './SeoSummary';
export type { SeoSummaryProps } from './SeoSummary';
