import { type ResolvedTheme } from '@traguardo/domain/theme';
import { connectWorker, type WorkerConnection } from '@traguardo/app-runtime/worker-rpc';
import {
  type ChartCreation,
  type ChartPointer,
  type ChartSize,
  type ChartWorker,
} from './chart-protocol';
import { type ChartSpec } from './chart-spec';

// The page's one chart worker, started with the first chart that can be drawn there and
// shared by every chart after it.

let worker: WorkerConnection<ChartWorker> | null = null;
/** Set once the worker failed to start or run: later charts draw on the main thread. */
let broken = false;
let lastId = 0;
/** The charts drawn, or being drawn, in the worker: each is told if it fails. */
const inWorker = new Set<() => void>();

/**
 * True where a chart can be drawn in a worker: module workers and
 * `transferControlToOffscreen` (baseline since 2023). False in jsdom and older browsers.
 */
export function canDrawInWorker(): boolean {
  return (
    !broken &&
    typeof Worker === 'function' &&
    typeof HTMLCanvasElement === 'function' &&
    typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function'
  );
}

function chartWorker(): WorkerConnection<ChartWorker> {
  if (worker !== null) return worker;
  const started = connectWorker<ChartWorker>(
    () =>
      new Worker(new URL('./charts.worker.ts', import.meta.url), {
        type: 'module',
        name: 'grafici',
      }),
  );
  // A browser that cannot run a module worker (or a worker that throws) ends here.
  void started.failed.then(() => {
    broken = true;
    if (worker === started) worker = null;
    for (const failed of [...inWorker]) failed();
  });
  worker = started;
  return started;
}

export type ChartWorkerLink = {
  /** Draws the chart on `canvas`, moved to the worker. */
  create: (chart: Omit<ChartCreation, 'id'>) => void;
  update: (spec: ChartSpec, theme: ResolvedTheme) => void;
  resize: (size: ChartSize) => void;
  pointer: (pointer: ChartPointer) => void;
  /** Destroys the chart in the worker; neither callback is called after this. */
  close: () => void;
};

type ChartEvents = { onDrawn: () => void; onFailed: () => void };

/**
 * One chart in the page's worker: `onDrawn` once drawn, `onFailed` (once) if it cannot be
 * drawn there or the worker fails, and the page then draws it itself.
 */
export function openChartInWorker({ onDrawn, onFailed }: ChartEvents): ChartWorkerLink {
  const id = ++lastId;
  /** The worker this chart was created in; none until then (no worker is started for it). */
  let drawnBy: WorkerConnection<ChartWorker> | null = null;
  let open = true;
  const fail = () => {
    if (!open) return;
    open = false;
    inWorker.delete(fail);
    onFailed();
  };
  return {
    create(chart) {
      if (!open) return;
      drawnBy = chartWorker();
      inWorker.add(fail);
      drawnBy.transfer([chart.canvas], 'create', { id, ...chart }).then(() => {
        if (open) onDrawn();
      }, fail);
    },
    update(spec, theme) {
      if (open) drawnBy?.notify('update', id, spec, theme);
    },
    resize(size) {
      if (open) drawnBy?.notify('resize', id, size);
    },
    pointer(at) {
      if (open) drawnBy?.notify('pointer', id, at);
    },
    close() {
      if (open) drawnBy?.notify('destroy', id);
      open = false;
      inWorker.delete(fail);
    },
  };
}
