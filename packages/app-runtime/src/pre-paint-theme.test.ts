import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '@traguardo/domain/theme';

/** A system colour scheme the test can turn, as matchMedia reports it. */
function systemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    turn(next: boolean) {
      query.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

/** Runs the script as a page does: once, before anything else. */
async function runScript() {
  vi.resetModules();
  await import('./pre-paint-theme');
}

const theme = () => document.documentElement.dataset.theme;

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the pre-paint theme script', () => {
  it('applies the stored choice whatever the system says', async () => {
    systemScheme(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    await runScript();
    expect(theme()).toBe('dark');
  });

  it('follows the system without a choice, or with one it does not know', async () => {
    const system = systemScheme(true);
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    await runScript();
    expect(theme()).toBe('dark');
    system.turn(false);
    expect(theme()).toBe('light');
  });

  it('follows the system when storage is refused (private mode)', async () => {
    systemScheme(true);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    await runScript();
    expect(theme()).toBe('dark');
  });

  it('applies a choice made in another tab', async () => {
    systemScheme(false);
    await runScript();
    expect(theme()).toBe('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
    expect(theme()).toBe('dark');
  });
});
