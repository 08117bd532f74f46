import { BasicPlatform, Chart, type ChartEvent, type ChartItem } from 'chart.js';
import { type ResolvedTheme } from '@traguardo/domain/theme';
import { chartConfig, type ChartConfig } from './chart-config';
import { type ChartPointer, type ChartWorker } from './chart-protocol';
import { type ChartSpec } from './chart-spec';

// The worker's side of the chart API: one chart.js chart a transferred canvas. Pure of any
// worker global, so a test can call it directly.

type Listener = (event: ChartEvent) => void;

// chart.js's own names (its DOM platform maps pointer events the same way); `native` is one
// of its default `options.events`, so the tooltip plugin hears it.
const forwarded = {
  pointermove: { type: 'mousemove', native: 'mousemove' },
  pointerdown: { type: 'mousedown', native: 'touchstart' },
  pointerleave: { type: 'mouseout', native: 'mouseout' },
} as const;

// By chart (the platform's methods get it as chart.js's widest Chart type).
const listeners = new WeakMap<object, Map<string, Listener>>();

/**
 * BasicPlatform (what chart.js picks for an OffscreenCanvas) ignores events; this one keeps
 * the listener chart.js adds for each event type, so posted pointer events can reach it.
 */
class WorkerPlatform extends BasicPlatform {
  override addEventListener(chart: Chart, type: string, listener: Listener): void {
    const ofChart = listeners.get(chart) ?? new Map<string, Listener>();
    ofChart.set(type, listener);
    listeners.set(chart, ofChart);
  }

  override removeEventListener(chart: Chart, type: string): void {
    listeners.get(chart)?.delete(type);
  }
}

/** chart.js draws on an OffscreenCanvas (with BasicPlatform), but its types name DOM canvases only. */
function chartItem(canvas: OffscreenCanvas): ChartItem {
  return canvas as unknown as HTMLCanvasElement;
}

function workerConfig(
  spec: ChartSpec,
  theme: ResolvedTheme,
  devicePixelRatio: number,
): ChartConfig {
  const config = chartConfig(spec, theme);
  return {
    ...config,
    // The page sizes the chart (resize messages): nothing here can observe the canvas.
    options: { ...config.options, responsive: false, devicePixelRatio },
    platform: WorkerPlatform,
  };
}

type DrawnChart = Chart<ChartConfig['type'], number[], string>;

/** The chart worker's API (see ChartWorker). */
export function createChartHost(): ChartWorker {
  const charts = new Map<number, DrawnChart>();

  function pointer(chart: DrawnChart, { event, x, y }: ChartPointer): void {
    const as = forwarded[event];
    // chart.js reads `native.type` to filter plugins' events against `options.events`; its
    // DOM platform hands the position as x and y, as here (see its `_eventHandler`).
    listeners.get(chart)?.get(as.native)?.({ type: as.type, native: new Event(as.native), x, y });
  }

  return {
    create({ id, canvas, width, height, devicePixelRatio, spec, theme }) {
      // chart.js only logs a canvas it cannot draw on: the page is told, and draws it itself.
      if (canvas.getContext('2d') === null) throw new Error('Il canvas non disegna in 2D');
      // chart.js takes the canvas's size as the chart's, in CSS pixels, then scales it.
      canvas.width = Math.max(1, width);
      canvas.height = Math.max(1, height);
      charts.set(id, new Chart(chartItem(canvas), workerConfig(spec, theme, devicePixelRatio)));
    },
    update(id, spec, theme) {
      const chart = charts.get(id);
      if (chart === undefined) return;
      const { data, options } = workerConfig(spec, theme, chart.options.devicePixelRatio ?? 1);
      chart.data = data;
      chart.options = options ?? {};
      chart.update();
    },
    resize(id, size) {
      const chart = charts.get(id);
      // A hidden box measures 0: keep the last drawing until it shows again.
      if (chart === undefined || size.width <= 0 || size.height <= 0) return;
      chart.options.devicePixelRatio = size.devicePixelRatio;
      chart.resize(size.width, size.height);
    },
    pointer(id, at) {
      const chart = charts.get(id);
      if (chart !== undefined) pointer(chart, at);
    },
    destroy(id) {
      charts.get(id)?.destroy();
      charts.delete(id);
    },
  };
}
