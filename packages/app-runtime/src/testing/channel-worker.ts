import { answerCalls, type WorkerApi, type WorkerEndpoint } from '../worker-rpc';

/**
 * A stand-in for the browser's Worker in jsdom (which has none): its other end is a real
 * MessageChannel port answering with `answerCalls(api)`, as the worker's module would.
 */
export class ChannelWorker<Api extends WorkerApi<Api>>
  extends EventTarget
  implements WorkerEndpoint
{
  terminated = false;
  private readonly channel = new MessageChannel();

  constructor(api: Api) {
    super();
    this.channel.port1.addEventListener('message', (event) => {
      if (!this.terminated) this.dispatchEvent(new MessageEvent('message', { data: event.data }));
    });
    this.channel.port1.start();
    answerCalls(api, this.channel.port2);
  }

  postMessage(message: unknown, transfer: Transferable[] = []): void {
    if (!this.terminated) this.channel.port1.postMessage(message, transfer);
  }

  /** As a worker whose script failed to load, or that threw where nothing caught it: it answers no more. */
  crash(message = ''): void {
    this.channel.port2.close();
    this.dispatchEvent(new ErrorEvent('error', { message, cancelable: true }));
  }

  terminate(): void {
    this.terminated = true;
    this.channel.port1.close();
    this.channel.port2.close();
  }
}
