import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyThemePreference, readPageTheme, subscribePageTheme } from './page-theme';

function systemPrefersDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark, media: query }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.theme;
});

describe('page theme', () => {
  it('shows Chiaro and Scuro as chosen, Sistema as the system says', () => {
    systemPrefersDark(true);
    applyThemePreference('light');
    expect(readPageTheme()).toBe('light');
    applyThemePreference('system');
    expect(document.documentElement.dataset.theme).toBe('dark');
    systemPrefersDark(false);
    applyThemePreference('system');
    expect(readPageTheme()).toBe('light');
  });

  it('tells its subscribers when the theme on <html> changes, until they unsubscribe', async () => {
    let changes = 0;
    const stop = subscribePageTheme(() => changes++);
    applyThemePreference('dark');
    await Promise.resolve();
    expect(changes).toBe(1);
    stop();
    applyThemePreference('light');
    await Promise.resolve();
    expect(changes).toBe(1);
  });
});
