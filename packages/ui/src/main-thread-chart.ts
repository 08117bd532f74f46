import { Chart } from 'chart.js';
import { type ResolvedTheme } from '@traguardo/domain/theme';
import { chartConfig } from './chart-config';
import { registerChartParts } from './chart-parts';
import { type ChartSpec } from './chart-spec';

// Where no worker can draw (no OffscreenCanvas or module worker, or the worker failed),
// chart.js draws on the main thread, from the same configuration. Loaded only then.

registerChartParts();

export type MainThreadChart = {
  update: (spec: ChartSpec, theme: ResolvedTheme) => void;
  destroy: () => void;
};

/** Draws `spec` on `canvas`; null where the canvas cannot draw (jsdom): the table remains. */
export function drawOnMainThread(
  canvas: HTMLCanvasElement,
  spec: ChartSpec,
  theme: ResolvedTheme,
): MainThreadChart | null {
  const context = canvas.getContext('2d');
  if (context === null) return null;
  const chart = new Chart(context, chartConfig(spec, theme));
  return {
    update: (next, nextTheme) => {
      const { data, options } = chartConfig(next, nextTheme);
      chart.data = data;
      chart.options = options ?? {};
      chart.update();
    },
    destroy: () => chart.destroy(),
  };
}
