export { AnalyticsCharts } from './AnalyticsCharts';
