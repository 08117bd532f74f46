import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const registered: string[] = [];

vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(readonly url: string) {}
    addEventListener() {}
    register() {
      registered.push(this.url);
      return Promise.resolve();
    }
    update() {
      return Promise.resolve();
    }
  },
}));

describe('registerServiceWorker', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    registered.length = 0;
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    vi.stubGlobal('requestIdleCallback', (work: () => void) => setTimeout(work, 10));
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('registers as soon as the page has painted and gone idle, without waiting for the load event, and only once', async () => {
    const { registerServiceWorker } = await import('./service-worker');

    const first = registerServiceWorker('/investor/');
    const second = registerServiceWorker('/investor/');
    expect(registered).toEqual([]);

    // A frame (the first paint), its own task, then the idle moment: the page has not even
    // loaded (document.readyState stays 'loading').
    await vi.advanceTimersByTimeAsync(100);
    await Promise.all([first, second]);
    expect(registered).toEqual(['/investor/sw.js']);
  });

  it('does nothing in a browser without service workers', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    const { registerServiceWorker } = await import('./service-worker');

    const registering = registerServiceWorker('/advisor/');
    await vi.advanceTimersByTimeAsync(1_000);
    await registering;
    expect(registered).toEqual([]);
  });
});
