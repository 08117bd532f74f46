import { describe, expect, it } from 'vitest';
import { openWorkerChannel } from './ask-worker';

/** A stand-in for the browser's Worker: answers each message with `reply(request)`, later. */
class EchoWorker extends EventTarget {
  terminated = false;
  constructor(private readonly reply: (request: unknown) => unknown) {
    super();
  }
  postMessage(text: string): void {
    const answer = this.reply(JSON.parse(text));
    setTimeout(() => {
      if (!this.terminated) this.dispatchEvent(new MessageEvent('message', { data: answer }));
    });
  }
  fail(message: string): void {
    this.dispatchEvent(new ErrorEvent('error', { message }));
  }
  terminate(): void {
    this.terminated = true;
  }
}

const asWorker = (fake: EchoWorker) => fake as unknown as Worker;

describe('openWorkerChannel', () => {
  it('answers each request with its own answer, in the order sent', async () => {
    const worker = new EchoWorker((request) => (request as { n: number }).n * 2);
    const channel = openWorkerChannel(asWorker(worker));
    const answers = await Promise.all([1, 2, 3].map((n) => channel.ask<number>({ n })));
    expect(answers).toEqual([2, 4, 6]);
    expect(worker.terminated).toBe(false);
  });

  it('rejects what is waiting, and what comes later, once the worker fails', async () => {
    const worker = new EchoWorker(() => 'ok');
    const channel = openWorkerChannel(asWorker(worker));
    const waiting = channel.ask({});
    worker.fail('Cliente c9 non caricato');
    await expect(waiting).rejects.toThrow('Cliente c9 non caricato');
    await expect(channel.ask({})).rejects.toThrow('Cliente c9 non caricato');
    expect(worker.terminated).toBe(true);
  });

  it('ends the worker on close and rejects the requests still open', async () => {
    const worker = new EchoWorker(() => 'ok');
    const channel = openWorkerChannel(asWorker(worker));
    const waiting = channel.ask({});
    channel.close();
    await expect(waiting).rejects.toThrow('chiuso');
    expect(worker.terminated).toBe(true);
  });
});
