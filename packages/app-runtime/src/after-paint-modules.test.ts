import { afterEach, describe, expect, it } from 'vitest';
import {
  AFTER_PAINT_MODULES_ID,
  afterPaintModules,
  preloadAfterPaintModules,
} from './after-paint-modules';

function pageListing(text: string) {
  const list = document.createElement('script');
  list.type = 'application/json';
  list.id = AFTER_PAINT_MODULES_ID;
  list.textContent = text;
  document.head.append(list);
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  document.head.replaceChildren();
});

describe('preloadAfterPaintModules', () => {
  it('preloads every module the page lists, in its order', () => {
    pageListing('["/investor/assets/app.js","/investor/assets/home-screen.js"]');

    preloadAfterPaintModules(document);

    expect(preloads()).toEqual(['/investor/assets/app.js', '/investor/assets/home-screen.js']);
    const link = document.head.querySelector('link[rel="modulepreload"]');
    expect(link?.getAttribute('crossorigin')).toBe('');
  });

  it('preloads nothing on a page without a list (the shell page preloads in its HTML)', () => {
    preloadAfterPaintModules(document);

    expect(preloads()).toEqual([]);
  });

  it('ignores a list that is not JSON, and entries that are not URLs', () => {
    pageListing('["/a.js",');
    expect(afterPaintModules(document)).toEqual([]);

    document.head.replaceChildren();
    pageListing('["/a.js", 3, null, "/b.js"]');
    expect(afterPaintModules(document)).toEqual(['/a.js', '/b.js']);
  });
});
