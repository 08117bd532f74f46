import { type ChartReply, type ChartRequest } from './chart-protocol';

// The page's one chart worker, started with the first chart that can be drawn there and
// shared by every chart after it.

type Receiver = (reply: ChartReply) => void;

let worker: Worker | null = null;
/** Set once the worker failed to start or run: later charts draw on the main thread. */
let broken = false;
let lastId = 0;
const receivers = new Map<number, Receiver>();

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

function fail(message: string): void {
  broken = true;
  worker?.terminate();
  worker = null;
  const failed = [...receivers];
  receivers.clear();
  for (const [id, receive] of failed) receive({ type: 'failed', id, message });
}

function ensureWorker(): Worker {
  if (worker !== null) return worker;
  const started = new Worker(new URL('./charts.worker.ts', import.meta.url), {
    type: 'module',
    name: 'grafici',
  });
  started.onmessage = ({ data }: MessageEvent<ChartReply>) => receivers.get(data.id)?.(data);
  // A browser that cannot run a module worker (or a worker that throws) ends here.
  started.onerror = (event) => {
    event.preventDefault();
    fail(event.message || 'Grafico non disegnato');
  };
  worker = started;
  return started;
}

export type ChartWorkerLink = {
  /** The chart's id in every request. */
  id: number;
  post: (request: ChartRequest, transfer?: Transferable[]) => void;
  /** Destroys the chart in the worker; no reply reaches `receive` after this. */
  close: () => void;
};

/** Opens a chart in the page's worker; `receive` hears its replies (drawn, failed). */
export function openChartInWorker(receive: Receiver): ChartWorkerLink {
  const id = ++lastId;
  receivers.set(id, receive);
  let posted = false;
  const post = (request: ChartRequest, transfer: Transferable[] = []) => {
    if (!receivers.has(id)) return;
    posted = true;
    ensureWorker().postMessage(request, transfer);
  };
  return {
    id,
    post,
    close: () => {
      // A chart gone before its first message never starts the worker.
      if (posted) post({ type: 'destroy', id });
      receivers.delete(id);
    },
  };
}
