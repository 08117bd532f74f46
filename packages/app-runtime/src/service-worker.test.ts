import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LIVE_EVENT } from './prerendered-page';
import { useFakeTimersWithIdle } from './testing/fake-idle';

const { registered, fakeWorkboxWindow } = vi.hoisted(() => {
  const urls: string[] = [];
  return {
    registered: urls,
    fakeWorkboxWindow: () => ({
      Workbox: class {
        constructor(readonly url: string) {}
        addEventListener() {}
        register() {
          urls.push(this.url);
          return Promise.resolve();
        }
        update() {
          return Promise.resolve();
        }
      },
    }),
  };
});

vi.mock('workbox-window', fakeWorkboxWindow);

describe('registerServiceWorker', () => {
  beforeEach(() => {
    vi.resetModules();
    useFakeTimersWithIdle(10);
    registered.length = 0;
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('registers as soon as React has the page and it is idle, without waiting for the load event, and only once', async () => {
    const { registerServiceWorker } = await import('./service-worker');

    const first = registerServiceWorker('/investor/');
    const second = registerServiceWorker('/investor/');
    await vi.advanceTimersByTimeAsync(100);
    expect(registered).toEqual([]);

    // mountApp says so once the page is React's; the page has not even loaded
    // (document.readyState stays 'loading').
    document.dispatchEvent(new Event(PAGE_LIVE_EVENT));
    await vi.advanceTimersByTimeAsync(10);
    await Promise.all([first, second]);
    expect(registered).toEqual(['/investor/sw.js']);
  });

  it('does nothing in a browser without service workers', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    const { registerServiceWorker } = await import('./service-worker');

    const registering = registerServiceWorker('/advisor/');
    document.dispatchEvent(new Event(PAGE_LIVE_EVENT));
    await vi.advanceTimersByTimeAsync(10);
    await registering;
    expect(registered).toEqual([]);
  });

  it('offline before workbox-window was fetched, registers once the browser is back online', async () => {
    vi.doMock('workbox-window', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { registerServiceWorker } = await import('./service-worker');
    let settled = false;
    const registering = registerServiceWorker('/investor/').then(() => {
      settled = true;
    });
    document.dispatchEvent(new Event(PAGE_LIVE_EVENT));
    await vi.advanceTimersByTimeAsync(10);
    expect(registered).toEqual([]);
    expect(settled).toBe(false);

    vi.doMock('workbox-window', fakeWorkboxWindow);
    window.dispatchEvent(new Event('online'));
    await registering;
    expect(registered).toEqual(['/investor/sw.js']);
  });
});
