import { afterEach, describe, expect, it } from 'vitest';
import {
  AFTER_PAINT_MODULES_NAME,
  afterPaintModules,
  preloadAfterPaintModules,
} from './after-paint-modules';

function pageListing(content: string) {
  const meta = document.createElement('meta');
  meta.name = AFTER_PAINT_MODULES_NAME;
  meta.content = content;
  document.head.append(meta);
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
    pageListing('/investor/assets/app.js /investor/assets/home-screen.js');

    preloadAfterPaintModules(document);

    expect(preloads()).toEqual(['/investor/assets/app.js', '/investor/assets/home-screen.js']);
    const link = document.head.querySelector('link[rel="modulepreload"]');
    expect(link?.getAttribute('crossorigin')).toBe('');
  });

  it('preloads nothing on a page without a list (the shell page preloads in its HTML)', () => {
    preloadAfterPaintModules(document);

    expect(preloads()).toEqual([]);
  });

  it('reads a list with extra spaces, and an empty one', () => {
    pageListing('  /a.js   /b.js ');
    expect(afterPaintModules(document)).toEqual(['/a.js', '/b.js']);

    document.head.replaceChildren();
    pageListing('');
    expect(afterPaintModules(document)).toEqual([]);
  });
});
