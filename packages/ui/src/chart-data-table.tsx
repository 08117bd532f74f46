import { type ChartSeries } from '@traguardo/chart-drawing/chart-support';

type ChartDataTableProps = {
  title: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  formatValue: (value: number) => string;
};

/** The figures of a chart as a visually hidden table, so they are reachable without the canvas. */
export function ChartDataTable({ title, labels, series, formatValue }: ChartDataTableProps) {
  // The wrapper carries sr-only: a table ignores the 1px width and would widen the page.
  return (
    <div className="sr-only">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Voce</th>
            {series.map((s) => (
              <th key={s.label} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, row) => (
            <tr key={`${label}-${row}`}>
              <th scope="row">{label}</th>
              {series.map((s) => {
                const value = s.data[row];
                return <td key={s.label}>{value === undefined ? '—' : formatValue(value)}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
