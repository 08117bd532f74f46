import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadRouteModules, ROUTE_MODULES_META } from './route-modules';

function preloads(): string[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );
}

function listModules(content: string): void {
  const meta = document.createElement('meta');
  meta.name = ROUTE_MODULES_META;
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  vi.useRealTimers();
  document.head.replaceChildren();
});

describe('preloadRouteModules', () => {
  it("fetches every module the page's HTML lists, in its order", async () => {
    listModules(
      '/investor/assets/client.js /investor/assets/invest-screen.js /investor/assets/card.js',
    );

    await preloadRouteModules();

    expect(preloads()).toEqual([
      '/investor/assets/client.js',
      '/investor/assets/invest-screen.js',
      '/investor/assets/card.js',
    ]);
  });

  it('puts one link in a task, leaving the page free in between', async () => {
    vi.useFakeTimers();
    listModules('/investor/assets/client.js /investor/assets/card.js');

    const done = preloadRouteModules();
    expect(preloads()).toEqual(['/investor/assets/client.js']);

    await vi.advanceTimersToNextTimerAsync();
    expect(preloads()).toEqual(['/investor/assets/client.js', '/investor/assets/card.js']);
    await vi.runAllTimersAsync();
    await done;
  });

  it('adds nothing to a page without the list (the shell page)', async () => {
    await preloadRouteModules();

    expect(preloads()).toEqual([]);
  });
});
