import { useMemo } from 'react';
import { Chart } from 'react-chartjs-2';
import { chartConfig } from '@traguardo/chart-drawing/chart-config';
import { registerChartParts } from '@traguardo/chart-drawing/chart-parts';
import { type ChartSpec } from '@traguardo/chart-drawing/chart-spec';
import { useResolvedTheme } from './use-resolved-theme';

// Where no worker can draw (no OffscreenCanvas or module worker, or the worker failed),
// react-chartjs-2 draws the chart on the main thread, from the same configuration as the
// worker's. Loaded only then.

registerChartParts();

type MainThreadChartProps = {
  spec: ChartSpec;
  /** The canvas's accessible name. */
  title: string;
};

export function MainThreadChart({ spec, title }: MainThreadChartProps) {
  const theme = useResolvedTheme();
  // Same figures, same configuration: react-chartjs-2 updates the chart when it changes.
  const figures = JSON.stringify(spec);
  const { type, data, options } = useMemo(
    () => chartConfig(JSON.parse(figures) as ChartSpec, theme),
    [figures, theme],
  );
  return (
    <Chart
      type={type}
      data={data}
      options={options}
      role="img"
      aria-label={title}
      className="block h-full w-full"
    />
  );
}
