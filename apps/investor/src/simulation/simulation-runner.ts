import {
  type PlanSimulator,
  type SimulationInput,
  type SimulationResult,
} from '@traguardo/domain/monte-carlo';
import { workerOrHere } from '@traguardo/app-runtime/worker-or-here';
import {
  connectWorker,
  WorkerClosedError,
  type WorkerEndpoint,
} from '@traguardo/app-runtime/worker-rpc';
import { type SimulationWorker } from './simulation-protocol';

export type SimulationRunner = {
  /**
   * Simulates `input` in the worker. A newer call replaces an unfinished one: the busy
   * worker is stopped and the older call resolves to null. Where the worker cannot start or
   * stops, the simulation runs on the main thread, then and for every later call.
   */
  run: (input: SimulationInput) => Promise<SimulationResult | null>;
  /** Stops the worker; later runs start a new one. */
  dispose: () => void;
};

/** The module worker, requested only when the first simulation is asked for. */
function startWorker(): WorkerEndpoint {
  return new Worker(new URL('./monte-carlo.worker.ts', import.meta.url), {
    type: 'module',
    name: 'simulazione-monte-carlo',
  });
}

/** The simulation on the page's own thread: its engine is fetched only then. */
async function simulatorHere(): Promise<PlanSimulator> {
  const { createPlanSimulator } = await import('@traguardo/domain/monte-carlo');
  return createPlanSimulator();
}

export function createSimulationRunner(
  start: () => WorkerEndpoint = startWorker,
): SimulationRunner {
  const simulator = workerOrHere(() => connectWorker<SimulationWorker>(start), simulatorHere);
  /** A run has not answered yet. */
  let busy = false;
  let lastRun = 0;

  return {
    run(input) {
      // A simulation still running is for inputs the user has already changed.
      if (busy) simulator.close();
      const run = ++lastRun;
      busy = true;
      return simulator
        .run(
          (worker) => worker.call('simulate', input),
          (simulate) => simulate(input),
        )
        .finally(() => {
          if (run === lastRun) busy = false;
        })
        .then(
          (result) => (run === lastRun ? result : null),
          (error: unknown) => {
            if (error instanceof WorkerClosedError || run !== lastRun) return null;
            throw error;
          },
        );
    },
    dispose: () => simulator.close(),
  };
}
