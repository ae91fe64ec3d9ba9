import { useTheme, type DefaultTheme } from 'styled-components';
import { VictoryArea, VictoryAxis, VictoryBar, VictoryChart, VictoryGroup } from 'victory';
import type { PlotProps } from '../Charts.types';
import { CHART_PADDING, axisStyles, formatTick } from './victoryStyle';

/** Bar corner radius (docs/panel.md#numbers). */
export const BAR_CORNER_RADIUS = 4;

// VictoryChart reads its children's types, so the axes are returned as plain elements, not a wrapper component.
function axes(theme: DefaultTheme, xValues: string[]) {
  const styles = axisStyles(theme);
  return [
    <VictoryAxis key="x" tickValues={xValues} style={styles.x} />,
    <VictoryAxis key="y" dependentAxis tickFormat={formatTick} style={styles.y} />,
  ];
}

const points = (data: PlotProps['data'], xKey: string, key: string) =>
  data.map((row) => ({ x: String(row[xKey]), y: Number(row[key]) }));

/** Area chart drawn by Victory; loaded lazily by `AreaChart`. */
export function AreaPlot({ data, xKey, series, title, desc, width, height, colors }: PlotProps) {
  const theme = useTheme();
  const xValues = data.map((row) => String(row[xKey]));
  return (
    <VictoryChart
      width={width}
      height={height}
      padding={CHART_PADDING}
      domainPadding={{ y: [0, 12] }}
      title={title}
      desc={desc}
    >
      {axes(theme, xValues)}
      {series.map((s, i) => (
        <VictoryArea
          key={s.key}
          data={points(data, xKey, s.key)}
          interpolation="monotoneX"
          style={{ data: { fill: colors[i], fillOpacity: 0.22, stroke: colors[i], strokeWidth: 2 } }}
        />
      ))}
    </VictoryChart>
  );
}

/** Grouped bar chart drawn by Victory; loaded lazily by `BarChart`. */
export function BarPlot({ data, xKey, series, title, desc, width, height, colors }: PlotProps) {
  const theme = useTheme();
  const xValues = data.map((row) => String(row[xKey]));
  const slot = (width - CHART_PADDING.left - CHART_PADDING.right) / Math.max(1, data.length);
  const barWidth = Math.max(6, Math.min(32, (slot * 0.6) / Math.max(1, series.length)));
  return (
    <VictoryChart
      width={width}
      height={height}
      padding={CHART_PADDING}
      domainPadding={{ x: slot / 2, y: [0, 12] }}
      title={title}
      desc={desc}
    >
      {axes(theme, xValues)}
      <VictoryGroup offset={barWidth + 4}>
        {series.map((s, i) => (
          <VictoryBar
            key={s.key}
            data={points(data, xKey, s.key)}
            barWidth={barWidth}
            cornerRadius={{ top: BAR_CORNER_RADIUS }}
            style={{ data: { fill: colors[i] } }}
          />
        ))}
      </VictoryGroup>
    </VictoryChart>
  );
}
