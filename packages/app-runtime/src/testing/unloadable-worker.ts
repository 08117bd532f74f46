import { type WorkerEndpoint } from '../worker-rpc';

/**
 * A stand-in for the browser's Worker whose script does not load (a network error, a
 * refused script): soon after it is made it fires `error`, and answers nothing.
 */
export class UnloadableWorker extends EventTarget implements WorkerEndpoint {
  terminated = false;

  constructor() {
    super();
    setTimeout(() => this.dispatchEvent(new Event('error', { cancelable: true })));
  }

  postMessage(): void {}

  terminate(): void {
    this.terminated = true;
  }
}
