import { Suspense, lazy, startTransition, useEffect, useState, type ComponentType } from 'react';
import { useTheme, type DefaultTheme } from 'styled-components';
import { whenIdle } from '@/lib/whenIdle';
import type { ChartProps, ChartRow, PlotProps } from './Charts.types';
import { Figure, Legend, LegendItem, Plot, Swatch } from './Charts.styles';
import { ChartDataTable } from './parts/ChartDataTable';
import { ChartFallback } from './parts/ChartFallback';
import { useChartSize } from './parts/useChartSize';

// Victory (~75 kB gzip) lives in its own chunk, fetched the first time a chart renders.
const loadPlots = () => import('./parts/VictoryPlots');
const LazyAreaPlot = lazy(() => loadPlots().then((m) => ({ default: m.AreaPlot })));
const LazyBarPlot = lazy(() => loadPlots().then((m) => ({ default: m.BarPlot })));

/**
 * False until the browser has been idle after the chart's frame painted, then true, set in a transition: the plot is
 * drawn after the page around it, in slices React can interrupt, so it never holds up the first paint or input.
 */
function useDrawWhenIdle(): boolean {
  const [draw, setDraw] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setDraw(true))), []);
  return draw;
}

/** Series colours in order, from the theme. */
export function seriesColors(theme: DefaultTheme): string[] {
  const { chart, accent } = theme.colors;
  return [chart.series1, chart.series2, accent.purple, accent.indigo];
}

function ChartFrame({ Plotter, ...props }: ChartProps & { Plotter: ComponentType<PlotProps> }) {
  const theme = useTheme();
  const colors = seriesColors(theme);
  const { ref, width, height } = useChartSize<HTMLDivElement>();
  const draw = useDrawWhenIdle();
  return (
    <Figure>
      <Plot ref={ref} $height={height} role="img" aria-label={`${props.title}. ${props.desc}`}>
        {width > 0 && draw ? (
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
