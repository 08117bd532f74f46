import { afterEach, describe, expect, it } from 'vitest';
import { ChannelWorker } from './testing/channel-worker';
import { workerOrHere } from './worker-or-here';
import { connectWorker, WorkerClosedError } from './worker-rpc';

const api = {
  where: () => 'worker',
  refuse: (): string => {
    throw new Error('Importo non valido.');
  },
  never: () => new Promise<string>(() => undefined),
};
type Api = typeof api;

const started: ChannelWorker<Api>[] = [];
function start() {
  const worker = new ChannelWorker(api);
  started.push(worker);
  return connectWorker<Api>(() => worker);
}

afterEach(() => {
  for (const worker of started.splice(0)) worker.terminate();
});

describe('workerOrHere', () => {
  it('runs each call in one worker, started on the first call', async () => {
    let loads = 0;
    const both = workerOrHere(start, async () => (loads += 1));
    expect(started).toHaveLength(0);
    expect(
      await both.run(
        (w) => w.call('where'),
        () => 'here',
      ),
    ).toBe('worker');
    expect(
      await both.run(
        (w) => w.call('where'),
        () => 'here',
      ),
    ).toBe('worker');
    expect(started).toHaveLength(1);
    expect(loads).toBe(0);
  });

  it('runs the call here when the worker fails, and every later one, loading here once', async () => {
    let loads = 0;
    const both = workerOrHere(start, async () => {
      loads += 1;
      return 'here';
    });
    both.warm();
    started[0]?.crash('Errore nel modulo del worker');
    expect(
      await both.run(
        (w) => w.call('where'),
        (local) => local,
      ),
    ).toBe('here');
    expect(
      await both.run(
        (w) => w.call('where'),
        (local) => local,
      ),
    ).toBe('here');
    expect(loads).toBe(1);
    expect(started).toHaveLength(1);
    expect(both.warm()).toBeUndefined();
  });

  it('keeps a refusal of the work itself: it is the call’s answer, not a failed worker', async () => {
    const both = workerOrHere(start, async () => 'here');
    await expect(
      both.run(
        (w) => w.call('refuse'),
        (local) => local,
      ),
    ).rejects.toThrow('Importo non valido.');
    expect(
      await both.run(
        (w) => w.call('where'),
        (local) => local,
      ),
    ).toBe('worker');
  });

  it('ends the worker on close, and starts another at the next call', async () => {
    const both = workerOrHere(start, async () => 'here');
    const waiting = both.run(
      (w) => w.call('never'),
      (local) => local,
    );
    both.close();
    await expect(waiting).rejects.toBeInstanceOf(WorkerClosedError);
    expect(
      await both.run(
        (w) => w.call('where'),
        (local) => local,
      ),
    ).toBe('worker');
    expect(started).toHaveLength(2);
  });
});
