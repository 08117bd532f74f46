// A chart as vector shapes, for print: the same ChartSpec, palette, ink and it-IT axis
// formatters as the charts on screen, laid out as lines, polygons and text in a box. A PDF
// writer paints them as vectors (sharp at any zoom, the text searchable); chart.js, which
// only paints pixels, is for the screen.
import { type ChartSpec, type DonutChartSpec, type FanChartSpec } from './chart-spec';
import { axisFormatters, chartInk, paletteColor, type ChartSeries } from './chart-support';

export type Point = readonly [x: number, y: number];

export type VectorShape =
  | { kind: 'line'; points: readonly Point[]; color: string; width: number }
  | { kind: 'polygon'; points: readonly Point[]; fill: string }
  | {
      kind: 'text';
      at: Point;
      text: string;
      align: 'left' | 'center' | 'right';
      color: string;
      size: number;
    };

export type Box = { width: number; height: number };

const ink = chartInk.light;
const TEXT_SIZE = 7;
const LEGEND_HEIGHT = 14;
const AXIS_WIDTH = 46;
const LABEL_HEIGHT = 12;

/** `hex` over white at `alpha`: the translucent fill of an area, as an opaque colour. */
export function tint(hex: string, alpha: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (match === null) return hex;
  const mixed = match
    .slice(1)
    .map((part) => Math.round(255 - (255 - Number.parseInt(part, 16)) * alpha));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/** Round tick values covering `low`–`high`, about `count` of them (1, 2 or 5 times 10ⁿ apart). */
export function niceTicks(low: number, high: number, count = 5): number[] {
  if (!(high > low)) return [low];
  const rough = (high - low) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  const ticks: number[] = [];
  for (let tick = Math.floor(low / step) * step; tick <= high + step / 2; tick += step) {
    ticks.push(Number(tick.toPrecision(12)));
    if (tick >= high) break;
  }
  return ticks;
}

function text(
  at: Point,
  value: string,
  align: 'left' | 'center' | 'right' = 'left',
  color = ink.text,
): VectorShape {
  return { kind: 'text', at, text: value, align, color, size: TEXT_SIZE };
}

/** Legend swatches and labels in a row at the foot of the box. */
function legend(items: readonly { label: string; color: string }[], box: Box): VectorShape[] {
  const y = box.height - LEGEND_HEIGHT + 3;
  const width = box.width / Math.max(1, items.length);
  return items.flatMap(({ label, color }, i) => {
    const x = i * width;
    return [
      { kind: 'polygon', points: square(x, y, 7), fill: color },
      text([x + 10, y], label, 'left', ink.legend),
    ];
  });
}

function square(x: number, y: number, side: number): Point[] {
  return [
    [x, y],
    [x + side, y],
    [x + side, y + side],
    [x, y + side],
  ];
}

/** The plot's value scale and its gridlines with their labels. */
function valueAxis(spec: ChartSpec, values: readonly number[], box: Box, fromZero: boolean) {
  const plot = {
    left: AXIS_WIDTH,
    top: 4,
    right: box.width - 4,
    bottom: box.height - LEGEND_HEIGHT - LABEL_HEIGHT,
  };
  const low = fromZero ? Math.min(0, ...values) : Math.min(...values);
  const ticks = niceTicks(low, Math.max(...values, low + 1));
  const min = ticks[0] ?? 0;
  const max = ticks.at(-1) ?? 1;
  const y = (value: number) =>
    plot.bottom - ((value - min) / (max - min || 1)) * (plot.bottom - plot.top);
  const { tick } = axisFormatters(spec.axis);
  const shapes: VectorShape[] = ticks.flatMap((value) => [
    {
      kind: 'line',
      points: [
        [plot.left, y(value)],
        [plot.right, y(value)],
      ],
      color: ink.grid,
      width: 0.5,
    },
    text([plot.left - 4, y(value) - TEXT_SIZE / 2], tick(value, ticks), 'right'),
  ]);
  return { plot, y, shapes };
}

function categoryX(labels: readonly string[], left: number, right: number, banded: boolean) {
  const n = Math.max(1, labels.length);
  const band = (right - left) / (banded ? n : Math.max(1, n - 1));
  return (i: number) => (banded ? left + band * (i + 0.5) : left + band * i);
}

function cartesian(spec: ChartSpec, box: Box): VectorShape[] {
  const banded = spec.kind === 'bar';
  const values = spec.series.flatMap((s) => s.data);
  const { plot, y, shapes } = valueAxis(spec, values, box, banded);
  const x = categoryX(spec.labels, plot.left + (banded ? 0 : 8), plot.right - 8, banded);
  const labels = spec.labels.map((label, i) => text([x(i), plot.bottom + 3], label, 'center'));
  const n = Math.max(1, spec.labels.length);
  const barWidth = Math.min(28, ((plot.right - plot.left) / n) * 0.7) / spec.series.length;
  const drawn = spec.series.flatMap((series: ChartSeries, s): VectorShape[] => {
    const color = paletteColor(s, series.color);
    const points = series.data.map((value, i): Point => [x(i), y(value)]);
    if (spec.kind === 'bar') {
      return series.data.map((value, i) => {
        const left = x(i) - (barWidth * spec.series.length) / 2 + s * barWidth;
        return {
          kind: 'polygon',
          points: [
            [left, y(0)],
            [left + barWidth, y(0)],
            [left + barWidth, y(value)],
            [left, y(value)],
          ],
          fill: color,
        };
      });
    }
    const line: VectorShape = { kind: 'line', points, color, width: 1.5 };
    if (spec.kind !== 'area' || points.length === 0) return [line];
    const first = points[0] ?? [0, 0];
    const last = points.at(-1) ?? first;
    const area: Point[] = [...points, [last[0], plot.bottom], [first[0], plot.bottom]];
    return [{ kind: 'polygon', points: area, fill: tint(color, 0.18) }, line];
  });
  const keys = spec.series.map((s, i) => ({ label: s.label, color: paletteColor(i, s.color) }));
  return [...shapes, ...drawn, ...labels, ...legend(keys, box)];
}

/** Points along a circle's arc, clockwise from 12 o'clock, `from`–`to` as fractions of a turn. */
function arc(cx: number, cy: number, r: number, from: number, to: number): Point[] {
  const steps = Math.max(2, Math.ceil((to - from) * 120));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const angle = 2 * Math.PI * (from + ((to - from) * i) / steps) - Math.PI / 2;
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)] as const;
  });
}

function donut(spec: DonutChartSpec, box: Box): VectorShape[] {
  const data = spec.series[0]?.data ?? [];
  const total = data.reduce((sum, value) => sum + Math.max(0, value), 0) || 1;
  const r = Math.min(box.width, box.height - LEGEND_HEIGHT) / 2 - 4;
  const cx = box.width / 2;
  const cy = (box.height - LEGEND_HEIGHT) / 2;
  const inner = (r * Number.parseFloat(spec.cutout)) / 100 || 0;
  let start = 0;
  const wedges = data.map((value, i): VectorShape => {
    const end = start + Math.max(0, value) / total;
    const outer = arc(cx, cy, r, start, end);
    const hole = inner > 0 ? arc(cx, cy, inner, start, end).reverse() : [[cx, cy] as const];
    start = end;
    return {
      kind: 'polygon',
      points: [...outer, ...hole],
      fill: paletteColor(i, spec.colors?.[i]),
    };
  });
  const keys = spec.labels.map((label, i) => ({ label, color: paletteColor(i, spec.colors?.[i]) }));
  return [...wedges, ...legend(keys, box)];
}

function fan(spec: FanChartSpec, box: Box): VectorShape[] {
  const values = spec.series.flatMap((s) => s.data);
  const { plot, y, shapes } = valueAxis(spec, values, box, true);
  const x = categoryX(spec.labels, plot.left + 8, plot.right - 8, false);
  const line = (data: readonly number[] = []) => data.map((value, i): Point => [x(i), y(value)]);
  const band = (low?: ChartSeries, high?: ChartSeries) => [
    ...line(high?.data),
    ...line(low?.data).reverse(),
  ];
  const [p10, p25, p50, p75, p90] = spec.series;
  // Label every other year at most, so the labels never run into each other.
  const every = Math.ceil(spec.labels.length / 8);
  const labels = spec.labels.flatMap((label, i) =>
    i % every === 0 ? [text([x(i), plot.bottom + 3], label, 'center')] : [],
  );
  return [
    ...shapes,
    { kind: 'polygon', points: band(p10, p90), fill: ink.fanOuter },
    { kind: 'polygon', points: band(p25, p75), fill: ink.fanInner },
    { kind: 'line', points: line(p50?.data), color: ink.fanMedian, width: 1.5 },
    ...labels,
    ...legend(
      [
        { label: spec.outerBandLabel, color: ink.fanOuter },
        { label: spec.innerBandLabel, color: ink.fanInner },
        { label: p50?.label ?? '', color: ink.fanMedian },
      ],
      box,
    ),
  ];
}

/** The shapes of `spec` in a box of `box` points, origin at its top left. */
export function vectorChart(spec: ChartSpec, box: Box): VectorShape[] {
  switch (spec.kind) {
    case 'donut':
      return donut(spec, box);
    case 'fan':
      return fan(spec, box);
    default:
      return cartesian(spec, box);
  }
}
