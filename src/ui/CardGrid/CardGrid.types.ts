/** The grid's columns per breakpoint (its own module: the component and its styles both read it). */
export interface CardGridColumns {
  /** Columns below the sm breakpoint. @default 1 */
  base?: number;
  /** Columns from the sm breakpoint (640px). */
  sm?: number;
  /** Columns from the md breakpoint (768px). @default 2 */
  md?: number;
  /** Columns from the lg breakpoint (1024px). @default 3 */
  lg?: number;
}
