import { afterEach, describe, expect, it } from 'vitest';
import { ChannelWorker } from './testing/channel-worker';
import { connectWorker, WorkerClosedError, WorkerFailedError } from './worker-rpc';

// A worker's API as a worker module would declare it, answered across a real MessageChannel.
const received: string[] = [];
const sums = {
  add: (a: number, b: number) => a + b,
  later: async (text: string) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return text.toUpperCase();
  },
  bytes: (buffer: ArrayBuffer) => new Uint8Array(buffer).reduce((sum, byte) => sum + byte, 0),
  note: (text: string) => void received.push(text),
  refuse: (clientId: string): number => {
    throw new Error(`Cliente ${clientId} assente dall'elenco.`);
  },
  never: () => new Promise<never>(() => undefined),
  echo: (value: unknown) => value,
};
type Sums = typeof sums;

const opened: ChannelWorker<Sums>[] = [];
function open() {
  const worker = new ChannelWorker(sums);
  opened.push(worker);
  return { worker, connection: connectWorker<Sums>(() => worker) };
}

afterEach(() => {
  for (const worker of opened.splice(0)) worker.terminate();
  received.length = 0;
});

describe('connectWorker and answerCalls', () => {
  it('answers each call with its own method’s answer, async ones included', async () => {
    const { connection } = open();
    const answers = await Promise.all([
      connection.call('add', 2, 3),
      connection.call('later', 'pdf'),
      connection.call('add', 10, 20),
    ]);
    expect(answers).toEqual([5, 'PDF', 30]);
  });

  it('rejects a call with what the worker’s method threw', async () => {
    const { connection } = open();
    await expect(connection.call('refuse', 'c9')).rejects.toThrow(
      "Cliente c9 assente dall'elenco.",
    );
    // The worker goes on answering.
    await expect(connection.call('add', 1, 1)).resolves.toBe(2);
  });

  it('moves a transferred buffer to the worker instead of copying it', async () => {
    const { connection } = open();
    const buffer = new Uint8Array([1, 2, 3]).buffer;
    await expect(connection.transfer([buffer], 'bytes', buffer)).resolves.toBe(6);
    expect(buffer.byteLength).toBe(0);
  });

  it('rejects a call whose arguments cannot cross, and goes on answering', async () => {
    const { connection } = open();
    await expect(connection.call('echo', () => 'una funzione')).rejects.toThrow();
    await expect(connection.call('add', 1, 1)).resolves.toBe(2);
  });

  it('delivers notifications in order with the calls, without an answer', async () => {
    const { connection } = open();
    connection.notify('note', 'primo');
    connection.notify('note', 'secondo');
    await connection.call('add', 0, 0);
    expect(received).toEqual(['primo', 'secondo']);
  });

  it('rejects what is waiting, and every later call, once the worker crashes', async () => {
    const { worker, connection } = open();
    const waiting = connection.call('never');
    worker.crash('Errore nel modulo del worker');
    await expect(waiting).rejects.toThrow(WorkerFailedError);
    await expect(waiting).rejects.toThrow('Errore nel modulo del worker');
    await expect(connection.call('add', 1, 2)).rejects.toThrow(WorkerFailedError);
    await expect(connection.failed).resolves.toBeInstanceOf(WorkerFailedError);
    expect(worker.terminated).toBe(true);
  });

  it('rejects every call where the worker cannot start at all', async () => {
    const connection = connectWorker<Sums>(() => {
      throw new ReferenceError('Worker is not defined');
    });
    await expect(connection.call('add', 1, 2)).rejects.toThrow(WorkerFailedError);
    await expect(connection.failed).resolves.toBeInstanceOf(WorkerFailedError);
  });

  it('rejects the calls still open when the page closes it, and reports no failure', async () => {
    const { worker, connection } = open();
    const waiting = connection.call('never');
    connection.close();
    await expect(waiting).rejects.toThrow(WorkerClosedError);
    await expect(connection.call('add', 1, 2)).rejects.toThrow(WorkerClosedError);
    expect(worker.terminated).toBe(true);
    const reported = await Promise.race([
      connection.failed.then(() => 'failed'),
      new Promise((resolve) => setTimeout(() => resolve('not failed'), 20)),
    ]);
    expect(reported).toBe('not failed');
  });
});
