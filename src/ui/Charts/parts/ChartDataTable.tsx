import type { ChartProps } from '../Charts.types';

/** The plotted numbers as a table for screen readers (the picture itself is one `role="img"`). */
export function ChartDataTable({ data, xKey, series, title }: Omit<ChartProps, 'desc'>) {
  return (
    <table className="visually-hidden">
      <caption>{`${title} data`}</caption>
      <thead>
        <tr>
          <th scope="col">{xKey}</th>
          {series.map((s) => (
            <th key={s.key} scope="col">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.map((row) => (
          <tr key={String(row[xKey])}>
            <th scope="row">{row[xKey]}</th>
            {series.map((s) => (
              <td key={s.key}>{row[s.key]}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
