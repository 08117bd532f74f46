import { afterEach, describe, expect, it } from 'vitest';
import { preloadRouteModules, ROUTE_MODULES_META } from './route-modules';

function preloads(): string[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );
}

afterEach(() => {
  document.head.replaceChildren();
});

describe('preloadRouteModules', () => {
  it("fetches every module the page's HTML lists", () => {
    const meta = document.createElement('meta');
    meta.name = ROUTE_MODULES_META;
    meta.content = '/investor/assets/invest-screen.js /investor/assets/card.js';
    document.head.append(meta);

    preloadRouteModules();

    expect(preloads()).toEqual(['/investor/assets/invest-screen.js', '/investor/assets/card.js']);
  });

  it('adds nothing to a page without the list (the shell page)', () => {
    preloadRouteModules();

    expect(preloads()).toEqual([]);
  });
});
