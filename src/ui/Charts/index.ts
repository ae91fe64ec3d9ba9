export { AreaChart, BarChart } from './Charts';
export type { ChartProps, ChartRow, ChartSeries } from './Charts.types';
export { CHART_HEIGHT } from './parts/useChartSize';
