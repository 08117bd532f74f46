import {
  type PlanSimulator,
  type SimulationInput,
  type SimulationResult,
} from '@traguardo/domain/monte-carlo';
import {
  connectWorker,
  WorkerClosedError,
  WorkerFailedError,
  type WorkerConnection,
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

let simulatorHere: PlanSimulator | undefined;

/** The simulation on the page's own thread: its engine is fetched only then. */
async function simulateHere(input: SimulationInput): Promise<SimulationResult> {
  const { createPlanSimulator } = await import('@traguardo/domain/monte-carlo');
  simulatorHere ??= createPlanSimulator();
  return simulatorHere(input);
}

export function createSimulationRunner(
  start: () => WorkerEndpoint = startWorker,
): SimulationRunner {
  let worker: WorkerConnection<SimulationWorker> | null = null;
  /** A call is waiting on `worker`. */
  let busy = false;
  /** The worker failed: the main thread simulates from now on. */
  let broken = false;
  let lastRun = 0;

  function stop() {
    worker?.close();
    worker = null;
    busy = false;
  }

  async function simulate(input: SimulationInput): Promise<SimulationResult> {
    if (broken) return simulateHere(input);
    const mine = (worker ??= connectWorker<SimulationWorker>(start));
    busy = true;
    try {
      return await mine.call('simulate', input);
    } catch (error) {
      if (!(error instanceof WorkerFailedError)) throw error;
      broken = true;
      if (worker === mine) {
        worker = null;
        busy = false;
      }
      return simulateHere(input);
    } finally {
      if (worker === mine) busy = false;
    }
  }

  return {
    run(input) {
      // A simulation still running is for inputs the user has already changed.
      if (busy) stop();
      const run = ++lastRun;
      return simulate(input).then(
        (result) => (run === lastRun ? result : null),
        (error: unknown) => {
          if (error instanceof WorkerClosedError || run !== lastRun) return null;
          throw error;
        },
      );
    },
    dispose: stop,
  };
}
