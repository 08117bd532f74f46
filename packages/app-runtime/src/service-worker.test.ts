import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { START_GRACE_MS } from './page-settled';

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

  it('registers only once the page has loaded, had its start and gone idle, and only once', async () => {
    const { registerServiceWorker } = await import('./service-worker');

    const first = registerServiceWorker('/investor/');
    const second = registerServiceWorker('/investor/');
    await vi.advanceTimersByTimeAsync(START_GRACE_MS * 2);
    expect(registered).toEqual([]);

    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(START_GRACE_MS);
    expect(registered).toEqual([]);
    await vi.advanceTimersByTimeAsync(10);
    await Promise.all([first, second]);
    expect(registered).toEqual(['/investor/sw.js']);
  });

  it('does nothing in a browser without service workers', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    const { registerServiceWorker } = await import('./service-worker');

    const registering = registerServiceWorker('/advisor/');
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(START_GRACE_MS + 10);
    await registering;
    expect(registered).toEqual([]);
  });
});
