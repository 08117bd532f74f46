// Shared, non-visual pieces of every chart: the it-IT formatters per axis kind and the theme
// palette (chart.js draws on a canvas, so it needs hex colours, not classes).
import {
  formatAxisEuro,
  formatAxisMillions,
  formatAxisNumber,
  formatAxisPercent,
  formatEuro,
  formatEuroCents,
  formatNumber,
  formatPercent,
} from '@traguardo/domain/format';
import { type ResolvedTheme } from '@traguardo/domain/theme';

/** How a chart's values read: `euro-cents` is for the budget page, the one page with cents. */
export const chartAxes = [
  'euro-k',
  'euro-millions',
  'percent',
  'euro',
  'euro-cents',
  'count',
] as const;

export type ChartAxis = (typeof chartAxes)[number];

export type ChartSeries = {
  label: string;
  data: readonly number[];
  /** Hex colour; defaults to the theme palette in order. */
  color?: string;
};

export const chartPalette: readonly string[] = [
  '#0d9488',
  '#6366f1',
  '#f59e0b',
  '#ef4444',
  '#0ea5e9',
  '#8b5cf6',
  '#10b981',
  '#64748b',
];

export function paletteColor(index: number, color?: string): string {
  return color ?? chartPalette[index % chartPalette.length] ?? '#0d9488';
}

/** `#rrggbb` plus an alpha, for area fills under a line. */
export function withAlpha(hex: string, alpha: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (match === null) return hex;
  const [r, g, b] = match.slice(1).map((part) => Number.parseInt(part, 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

type Formatters = {
  /** A tick of the axis; `axisTicks` are all of the axis's tick values, for its unit. */
  tick: (value: number, axisTicks: readonly number[]) => string;
  value: (value: number) => string;
};

const formatters: Record<ChartAxis, Formatters> = {
  'euro-k': { tick: formatAxisEuro, value: formatEuro },
  'euro-millions': { tick: formatAxisMillions, value: formatEuro },
  percent: { tick: formatAxisPercent, value: formatPercent },
  euro: { tick: formatEuro, value: formatEuro },
  'euro-cents': { tick: formatEuroCents, value: formatEuroCents },
  count: { tick: formatAxisNumber, value: formatNumber },
};

export function axisFormatters(axis: ChartAxis): Formatters {
  return formatters[axis];
}

/** chart.js hands ticks as number | string; category labels never reach a value axis. */
export function tickNumber(value: number | string): number {
  return typeof value === 'number' ? value : Number(value);
}

/**
 * The canvas's own ink per theme (the hex values of the slate steps the page uses there):
 * axis ticks and legend text keep 4.5:1 on the card, grid lines stay faint, slice borders
 * take the card's colour.
 *
 * A fan chart's bands and median are opaque and each keeps at least 3:1 against the card
 * (WCAG 1.4.11, as drawn and as legend swatches): a translucent band over a dark card all
 * but vanishes. The outer band (10th–90th) is the stronger teal, the inner band (25th–75th)
 * teal-600 in both themes, so the two differ by 2:1, and the median line, in the page's
 * text colour, keeps 3:1 against the inner band it runs through.
 */
export type ChartInk = {
  text: string;
  legend: string;
  grid: string;
  surface: string;
  fanOuter: string;
  fanInner: string;
  fanMedian: string;
};

export const chartInk: Record<ResolvedTheme, ChartInk> = {
  light: {
    text: '#475569',
    legend: '#334155',
    grid: '#e2e8f0',
    surface: '#ffffff',
    fanOuter: '#115e59', // teal-800, 7.6:1 on the card
    fanInner: '#0d9488', // teal-600, 3.7:1 on the card
    fanMedian: '#0f172a', // slate-900, 4.8:1 on teal-600
  },
  dark: {
    text: '#cbd5e1',
    legend: '#e2e8f0',
    grid: '#334155',
    surface: '#0f172a',
    fanOuter: '#2dd4bf', // teal-400, 9.6:1 on the card
    fanInner: '#0d9488', // teal-600, 4.8:1 on the card
    fanMedian: '#f8fafc', // slate-50, 3.6:1 on teal-600
  },
};

export function legendOptions(ink: ChartInk) {
  return {
    position: 'bottom' as const,
    labels: { boxWidth: 12, boxHeight: 12, color: ink.legend, font: { size: 12 } },
  };
}
