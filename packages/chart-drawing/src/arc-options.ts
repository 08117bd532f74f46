import { axisFormatters, legendOptions, type ChartAxis, type ChartInk } from './chart-support';

type ArcTooltipItem = { label: string; parsed: number };

/** Options shared by the donut and pie wrappers; each checks them against its own type. */
export function arcOptions(axis: ChartAxis, ink: ChartInk) {
  const { value } = axisFormatters(axis);
  return {
    responsive: true,
    maintainAspectRatio: false,
    // Drawn once: an entry animation repaints every chart each frame for a second, on the
    // main thread, while the screen is becoming interactive.
    animation: false as const,
    plugins: {
      legend: legendOptions(ink),
      tooltip: {
        callbacks: { label: (item: ArcTooltipItem) => `${item.label}: ${value(item.parsed)}` },
      },
    },
  };
}
