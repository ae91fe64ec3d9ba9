export { CardGrid, STAT_GRID_COLUMNS } from './CardGrid';
export type { CardGridColumns, CardGridProps } from './CardGrid';
