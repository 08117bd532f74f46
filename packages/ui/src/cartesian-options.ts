import { axisFormatters, legendOptions, tickNumber, type ChartAxis } from './chart-support';

type CartesianTooltipItem = { dataset: { label?: string }; parsed: { y: number | null } };

/**
 * Options shared by the line, area and bar wrappers: it-IT ticks and tooltips. Left
 * un-annotated so each wrapper checks it against its own `ChartOptions<type>`.
 */
export function cartesianOptions(axis: ChartAxis, seriesCount: number) {
  const { tick, value } = axisFormatters(axis);
  return {
    responsive: true,
    maintainAspectRatio: false,
    // Drawn once: an entry animation repaints every chart each frame for a second, on the
    // main thread, while the screen is becoming interactive.
    animation: false as const,
    interaction: { mode: 'index' as const, intersect: false },
    scales: {
      x: { grid: { display: false }, ticks: { color: '#475569' } },
      y: {
        grid: { color: '#e2e8f0' },
        border: { display: false },
        ticks: { color: '#475569', callback: (v: number | string) => tick(tickNumber(v)) },
      },
    },
    plugins: {
      legend: { ...legendOptions, display: seriesCount > 1 },
      tooltip: {
        callbacks: {
          label: (item: CartesianTooltipItem) =>
            `${item.dataset.label ?? ''}: ${value(item.parsed.y ?? 0)}`,
        },
      },
    },
  };
}
