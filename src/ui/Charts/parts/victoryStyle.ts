import type { DefaultTheme } from 'styled-components';

/** Axis and grid styles for Victory, read from the app theme so both themes keep AA-contrast labels. */
export function axisStyles(theme: DefaultTheme) {
  const tickLabels = {
    fill: theme.colors.chart.axis,
    fontFamily: theme.font.family,
    fontSize: 12,
    padding: 6,
  };
  return {
    x: {
      axis: { stroke: theme.colors.chart.grid },
      ticks: { stroke: 'transparent' },
      tickLabels,
    },
    y: {
      axis: { stroke: 'transparent' },
      grid: { stroke: theme.colors.chart.grid, strokeDasharray: '4 4' },
      ticks: { stroke: 'transparent' },
      tickLabels,
    },
  };
}

export const CHART_PADDING = { top: 16, right: 16, bottom: 36, left: 52 } as const;

/** Compact tick labels: 1200 → "1.2k". */
export function formatTick(value: number): string {
  if (Math.abs(value) >= 1000) return `${(value / 1000).toFixed(value % 1000 === 0 ? 0 : 1)}k`;
  return String(value);
}
