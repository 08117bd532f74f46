import { BasicPlatform, Chart, type ChartEvent, type ChartItem } from 'chart.js';
import { type ResolvedTheme } from '@traguardo/domain/theme';
import { chartConfig, type ChartConfig } from './chart-config';
import { type ChartPointer, type ChartReply, type ChartRequest } from './chart-protocol';
import { type ChartSpec } from './chart-spec';

// The worker's side of the chart protocol: one chart.js chart a posted canvas. Pure of any
// worker global, so a test can drive it with messages.

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

export function createChartHost(reply: (message: ChartReply) => void) {
  const charts = new Map<number, DrawnChart>();

  function create(request: Extract<ChartRequest, { type: 'create' }>): void {
    const { id, canvas, width, height, devicePixelRatio, spec, theme } = request;
    // chart.js only logs a canvas it cannot draw on: the page is told, and draws it itself.
    if (canvas.getContext('2d') === null) throw new Error('Il canvas non disegna in 2D');
    // chart.js takes the canvas's size as the chart's, in CSS pixels, then scales it.
    canvas.width = Math.max(1, width);
    canvas.height = Math.max(1, height);
    charts.set(id, new Chart(chartItem(canvas), workerConfig(spec, theme, devicePixelRatio)));
    reply({ type: 'drawn', id });
  }

  function pointer(chart: DrawnChart, { event, x, y }: ChartPointer): void {
    const as = forwarded[event];
    // chart.js reads `native.type` to filter plugins' events against `options.events`; its
    // DOM platform hands the position as x and y, as here (see its `_eventHandler`).
    listeners.get(chart)?.get(as.native)?.({ type: as.type, native: new Event(as.native), x, y });
  }

  function handle(request: ChartRequest): void {
    if (request.type === 'create') {
      try {
        create(request);
      } catch (error) {
        reply({ type: 'failed', id: request.id, message: String(error) });
      }
      return;
    }
    const chart = charts.get(request.id);
    if (chart === undefined) return;
    switch (request.type) {
      case 'update': {
        const { data, options } = workerConfig(
          request.spec,
          request.theme,
          chart.options.devicePixelRatio ?? 1,
        );
        chart.data = data;
        chart.options = options ?? {};
        chart.update();
        break;
      }
      case 'resize':
        // A hidden box measures 0: keep the last drawing until it shows again.
        if (request.width <= 0 || request.height <= 0) break;
        chart.options.devicePixelRatio = request.devicePixelRatio;
        chart.resize(request.width, request.height);
        break;
      case 'pointer':
        pointer(chart, request);
        break;
      case 'destroy':
        chart.destroy();
        charts.delete(request.id);
        break;
    }
  }

  return { handle };
}
