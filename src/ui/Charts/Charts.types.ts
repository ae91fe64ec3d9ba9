/** A data row: one x value (category label) and one or more numeric series values. */
export type ChartRow = Record<string, string | number>;

/** One plotted series: which key of the rows to read and how the legend names it. */
export interface ChartSeries<Row extends ChartRow = ChartRow> {
  /** Key of the numeric values in each row. */
  key: keyof Row & string;
  /** Name shown in the legend. */
  label: string;
}

export interface ChartProps<Row extends ChartRow = ChartRow> {
  /** The rows to plot, in x order. */
  data: readonly Row[];
  /** Key of the x-axis label in each row (e.g. `name`). */
  xKey: keyof Row & string;
  /** Series to plot, in legend order; colours come from the theme in this order. */
  series: readonly ChartSeries<Row>[];
  /** Accessible title of the chart (SVG `<title>` and the wrapper's label). */
  title: string;
  /** Accessible description of what the chart shows (SVG `<desc>`). */
  desc: string;
}

/** What the lazily loaded Victory module draws with: the chart props plus the measured size and resolved colours. */
export interface PlotProps extends ChartProps {
  width: number;
  height: number;
  colors: readonly string[];
}
