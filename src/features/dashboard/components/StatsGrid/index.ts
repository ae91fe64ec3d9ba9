export { StatsGrid } from './StatsGrid';
export type { StatsGridProps } from './StatsGrid';
