import type { ReactNode } from 'react';
import { Grid } from './CardGrid.styles';
import type { CardGridColumns } from './CardGrid.types';

export interface CardGridProps {
  /** Columns per breakpoint; lists and their skeletons share it so the layout does not jump. @default { base: 1, md: 2, lg: 3 } */
  columns?: CardGridColumns;
  /** Render as a list (`ul`, children should be `li`) or a plain `div`. @default 'div' */
  as?: 'div' | 'ul';
  /** The cards. */
  children: ReactNode;
}

/** A responsive grid for cards (blog, category and meta lists, dashboard stats) and their skeletons. */
export function CardGrid({ columns, as = 'div', children }: CardGridProps) {
  const c = { base: 1, md: 2, lg: 3, ...columns };
  return (
    <Grid as={as} $c={c}>
      {children}
    </Grid>
  );
}

/** Columns of the dashboard's stat cards: 2 on small screens, 4 on large (docs/panel.md#dashboard). */
export const STAT_GRID_COLUMNS: CardGridColumns = { base: 2, md: 2, lg: 4 };
