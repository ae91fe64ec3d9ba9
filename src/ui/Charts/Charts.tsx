import { Suspense, lazy, type ComponentType } from 'react';
import { useTheme, type DefaultTheme } from 'styled-components';
import type { ChartProps, ChartRow, PlotProps } from './Charts.types';
import { Figure, Legend, LegendItem, Plot, Swatch } from './Charts.styles';
import { ChartDataTable } from './parts/ChartDataTable';
import { ChartFallback } from './parts/ChartFallback';
import { useChartSize } from './parts/useChartSize';

// Victory (~75 kB gzip) lives in its own chunk, fetched the first time a chart renders.
const loadPlots = () => import('./parts/VictoryPlots');
const LazyAreaPlot = lazy(() => loadPlots().then((m) => ({ default: m.AreaPlot })));
const LazyBarPlot = lazy(() => loadPlots().then((m) => ({ default: m.BarPlot })));

/** Series colours in order, from the theme. */
export function seriesColors(theme: DefaultTheme): string[] {
  const { chart, accent } = theme.colors;
  return [chart.series1, chart.series2, accent.purple, accent.indigo];
}

function ChartFrame({ Plotter, ...props }: ChartProps & { Plotter: ComponentType<PlotProps> }) {
  const theme = useTheme();
  const colors = seriesColors(theme);
  const { ref, width, height } = useChartSize<HTMLDivElement>();
  return (
    <Figure>
      <Plot ref={ref} $height={height} role="img" aria-label={`${props.title}. ${props.desc}`}>
        {width > 0 ? (
          <Suspense fallback={<ChartFallback height={height} />}>
            <Plotter {...props} width={width} height={height} colors={colors} />
          </Suspense>
        ) : (
          <ChartFallback height={height} />
        )}
      </Plot>
      <Legend aria-label={`${props.title} legend`}>
        {props.series.map((s, i) => (
          <LegendItem key={s.key}>
            <Swatch $color={colors[i % colors.length]!} aria-hidden="true" />
            {s.label}
          </LegendItem>
        ))}
      </Legend>
      <ChartDataTable data={props.data} xKey={props.xKey} series={props.series} title={props.title} />
    </Figure>
  );
}

/** Responsive area chart (Victory, lazy-loaded): 250 px high, 300 px from md; theme colours; legend. */
export function AreaChart<Row extends ChartRow>(props: ChartProps<Row>) {
  return <ChartFrame {...(props as unknown as ChartProps)} Plotter={LazyAreaPlot} />;
}

/** Responsive grouped bar chart (Victory, lazy-loaded): bar corner radius 4; theme colours; legend. */
export function BarChart<Row extends ChartRow>(props: ChartProps<Row>) {
  return <ChartFrame {...(props as unknown as ChartProps)} Plotter={LazyBarPlot} />;
}
