import { type SimulationInput, type SimulationResult } from '@traguardo/domain/monte-carlo';
import { type SimulationRequest, type SimulationResponse } from './simulation-protocol';

export type SimulationRunner = {
  /**
   * Simulates `input` in the worker. A newer call replaces an unfinished one: the busy
   * worker is stopped and the older call resolves to null.
   */
  run: (input: SimulationInput) => Promise<SimulationResult | null>;
  /** Stops the worker; later runs start a new one. */
  dispose: () => void;
};

type Pending = {
  id: number;
  resolve: (result: SimulationResult | null) => void;
  reject: (error: Error) => void;
};

/** The module worker, requested only when the first simulation is asked for. */
function startWorker(): Worker {
  return new Worker(new URL('./monte-carlo.worker.ts', import.meta.url), {
    type: 'module',
    name: 'simulazione-monte-carlo',
  });
}

export function createSimulationRunner(start: () => Worker = startWorker): SimulationRunner {
  let worker: Worker | null = null;
  let pending: Pending | null = null;
  let lastId = 0;

  function stop() {
    worker?.terminate();
    worker = null;
    pending?.resolve(null);
    pending = null;
  }

  function ensureWorker(): Worker {
    if (worker !== null) return worker;
    const started = start();
    started.onmessage = ({ data }: MessageEvent<SimulationResponse>) => {
      if (pending === null || data.id !== pending.id) return;
      const { resolve, reject } = pending;
      pending = null;
      if (data.ok) resolve(data.result);
      else reject(new Error(data.message));
    };
    started.onerror = (event) => {
      event.preventDefault();
      const failed = pending;
      pending = null;
      worker?.terminate();
      worker = null;
      failed?.reject(new Error(event.message || 'Simulazione non riuscita'));
    };
    worker = started;
    return started;
  }

  return {
    run(input) {
      // A simulation still running is for inputs the user has already changed.
      if (pending !== null) stop();
      if (typeof Worker === 'undefined' && start === startWorker) {
        return Promise.reject(new Error('Web Worker non disponibile'));
      }
      const id = ++lastId;
      return new Promise<SimulationResult | null>((resolve, reject) => {
        pending = { id, resolve, reject };
        const request: SimulationRequest = { id, input };
        ensureWorker().postMessage(request);
      });
    },
    dispose: stop,
  };
}
