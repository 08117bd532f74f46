import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { compilePrePaintTheme, prePaintThemeFileName } from './pre-paint-theme';

/** Runs the built script as a browser would, in a page whose storage holds `stored`. */
function runInPage(code: string, stored: string | null, systemDark: boolean) {
  const html = { dataset: {} as Record<string, string> };
  runInNewContext(code, {
    window: {
      localStorage: { getItem: () => stored },
      matchMedia: () => ({ matches: systemDark, addEventListener: () => {} }),
      addEventListener: () => {},
    },
    document: { documentElement: html },
  });
  return html.dataset.theme;
}

describe('the pre-paint script as built', () => {
  it('is one classic script: no import or export, so it runs in <head> before the paint', async () => {
    const code = await compilePrePaintTheme();
    expect(code).not.toMatch(/^\s*(import|export)\b/m);
    expect(code.length).toBeLessThan(1024);
  });

  it('sets the stored theme, or the system’s', async () => {
    const code = await compilePrePaintTheme();
    expect(runInPage(code, 'dark', false)).toBe('dark');
    expect(runInPage(code, 'light', true)).toBe('light');
    expect(runInPage(code, null, true)).toBe('dark');
  });

  it('is named by its content, so a new version is never read from a cache', () => {
    expect(prePaintThemeFileName('a')).toMatch(/^assets\/pre-paint-theme-[\w-]{8}\.js$/);
    expect(prePaintThemeFileName('a')).not.toBe(prePaintThemeFileName('b'));
  });
});
