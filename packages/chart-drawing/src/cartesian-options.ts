import {
  axisFormatters,
  legendOptions,
  tickNumber,
  type ChartAxis,
  type ChartInk,
} from './chart-support';

type CartesianTooltipItem = { dataset: { label?: string }; parsed: { y: number | null } };

/**
 * Options shared by the line, area and bar wrappers: it-IT ticks and tooltips, the theme's
 * ink. Each tick is read with the whole axis, so the axis keeps one unit (k € or M€). Left
 * un-annotated so each wrapper checks it against its own `ChartOptions<type>`.
 */
export function cartesianOptions(axis: ChartAxis, seriesCount: number, ink: ChartInk) {
  const { tick, value } = axisFormatters(axis);
  return {
    responsive: true,
    maintainAspectRatio: false,
    // Drawn once: an entry animation repaints every chart each frame for a second, on the
    // main thread, while the screen is becoming interactive.
    animation: false as const,
    interaction: { mode: 'index' as const, intersect: false },
    scales: {
      x: { grid: { display: false }, ticks: { color: ink.text } },
      y: {
        grid: { color: ink.grid },
        border: { display: false },
        ticks: {
          color: ink.text,
          callback: (v: number | string, _index: number, ticks: readonly { value: number }[]) =>
            tick(
              tickNumber(v),
              ticks.map((t) => t.value),
            ),
        },
      },
    },
    plugins: {
      legend: { ...legendOptions(ink), display: seriesCount > 1 },
      tooltip: {
        callbacks: {
          label: (item: CartesianTooltipItem) =>
            `${item.dataset.label ?? ''}: ${value(item.parsed.y ?? 0)}`,
        },
      },
    },
  };
}
