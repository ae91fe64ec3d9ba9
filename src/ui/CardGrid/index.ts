export { CardGrid, STAT_GRID_COLUMNS } from './CardGrid';
export type { CardGridProps } from './CardGrid';
export type { CardGridColumns } from './CardGrid.types';
