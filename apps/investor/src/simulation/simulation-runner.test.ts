import { afterEach, describe, expect, it } from 'vitest';
import {
  simulatePlan,
  type SimulationInput,
  type SimulationResult,
} from '@traguardo/domain/monte-carlo';
import { planMarket } from '@traguardo/domain/plan-market';
import { ChannelWorker } from '@traguardo/app-runtime/testing/channel-worker';
import { createSimulationRunner } from './simulation-runner';
import { type SimulationWorker } from './simulation-protocol';

const input: SimulationInput = {
  initialCapital: 10_000,
  monthlyContribution: 200,
  years: 10,
  market: planMarket('balanced'),
  target: 40_000,
  realValues: false,
  afterTax: false,
  paths: 300,
  seed: 7,
};
const expected = simulatePlan(input);

/** Stand-ins for the browser's module worker, answering as monte-carlo.worker.ts does. */
const started: { terminate(): void }[] = [];
function startWorker(api: SimulationWorker = { simulate: simulatePlan }) {
  const worker = new ChannelWorker(api);
  started.push(worker);
  return worker;
}

afterEach(() => {
  for (const worker of started.splice(0)) worker.terminate();
});

describe('createSimulationRunner', () => {
  it('answers the worker’s simulation of the input', async () => {
    const runner = createSimulationRunner(() => startWorker());
    await expect(runner.run(input)).resolves.toEqual(expected);
    runner.dispose();
  });

  it('stops a busy worker for a newer input: the older run answers null', async () => {
    // A worker still simulating: it answers nothing until stopped.
    const busy = new ChannelWorker({
      simulate: (busyWith: SimulationInput) => new Promise<SimulationResult>(() => void busyWith),
    });
    started.push(busy);
    const starts = [() => busy, () => startWorker()];
    const runner = createSimulationRunner(() => starts.shift()?.() ?? startWorker());
    const older = runner.run(input);
    const newer = runner.run({ ...input, seed: 8 });
    await expect(older).resolves.toBeNull();
    expect(busy.terminated).toBe(true);
    await expect(newer).resolves.toEqual(simulatePlan({ ...input, seed: 8 }));
    runner.dispose();
  });

  it('simulates on the main thread where the worker fails to start, then and later', async () => {
    let starts = 0;
    const runner = createSimulationRunner(() => {
      starts += 1;
      const worker = startWorker();
      setTimeout(() => worker.crash('Script del worker non caricato'));
      return worker;
    });
    await expect(runner.run(input)).resolves.toEqual(expected);
    await expect(runner.run({ ...input, seed: 8 })).resolves.toEqual(
      simulatePlan({ ...input, seed: 8 }),
    );
    expect(starts).toBe(1);
  });

  it('simulates on the main thread where the browser has no worker', async () => {
    const runner = createSimulationRunner(() => {
      throw new ReferenceError('Worker is not defined');
    });
    await expect(runner.run(input)).resolves.toEqual(expected);
  });

  it('reports a simulation the engine refuses, without a second try', async () => {
    const runner = createSimulationRunner(() =>
      startWorker({
        simulate: () => {
          throw new RangeError('Anni fuori intervallo');
        },
      }),
    );
    await expect(runner.run(input)).rejects.toThrow('Anni fuori intervallo');
    runner.dispose();
  });
});
