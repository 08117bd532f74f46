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
    registered.length = 0;
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    vi.stubGlobal('requestIdleCallback', (work: () => void) => setTimeout(work, 10));
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('registers only once the page has loaded and gone idle, and only once', async () => {
    const { registerServiceWorker } = await import('./service-worker');

    const first = registerServiceWorker('/investor/');
    const second = registerServiceWorker('/investor/');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(registered).toEqual([]);

    window.dispatchEvent(new Event('load'));
    await Promise.all([first, second]);
    expect(registered).toEqual(['/investor/sw.js']);
  });

  it('does nothing in a browser without service workers', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    const { registerServiceWorker } = await import('./service-worker');

    const registering = registerServiceWorker('/advisor/');
    window.dispatchEvent(new Event('load'));
    await registering;
    expect(registered).toEqual([]);
  });
});
