import { useCallback, useSyncExternalStore } from 'react';
import {
  parseThemePreference,
  resolveTheme,
  THEME_STORAGE_KEY,
  type ResolvedTheme,
  type ThemePreference,
} from '@traguardo/domain/theme';
import { reportStorageNotice } from './storage-notices';

// The theme lives on <html data-theme>, set before the first paint by theme-init.js (which
// also follows system changes and other tabs). This module is the React side: it reads and
// saves the choice and re-applies it at once, and lets canvas charts follow the theme.

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemIsDark(): boolean {
  return globalThis.matchMedia?.(DARK_QUERY).matches ?? false;
}

export function readThemePreference(): ThemePreference {
  try {
    return parseThemePreference(globalThis.localStorage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

export function applyThemePreference(preference: ThemePreference): void {
  document.documentElement.dataset.theme = resolveTheme(preference, systemIsDark());
}

const preferenceListeners = new Set<() => void>();

/** Saves the choice on the device and applies it; a refused write still applies it to the tab. */
export function saveThemePreference(preference: ThemePreference): void {
  try {
    if (preference === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, preference);
    unsavedPreference = undefined;
  } catch {
    unsavedPreference = preference;
    reportStorageNotice('unavailable');
  }
  applyThemePreference(preference);
  for (const listener of preferenceListeners) listener();
}

// A choice storage refused: it holds for this tab until the tab closes.
let unsavedPreference: ThemePreference | undefined;

function subscribePreference(listener: () => void): () => void {
  preferenceListeners.add(listener);
  // Another tab's choice arrives through the storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    unsavedPreference = undefined;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    preferenceListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function currentPreference(): ThemePreference {
  return unsavedPreference ?? readThemePreference();
}

/** The person's choice (Sistema / Chiaro / Scuro) and the function that saves a new one. */
export function useThemePreference(): [ThemePreference, (preference: ThemePreference) => void] {
  const preference = useSyncExternalStore<ThemePreference>(
    subscribePreference,
    currentPreference,
    () => 'system',
  );
  const choose = useCallback((next: ThemePreference) => saveThemePreference(next), []);
  return [preference, choose];
}

function readResolvedTheme(): ResolvedTheme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

function subscribeResolved(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** The theme on screen now; for what cannot read CSS variables (chart.js canvases). */
export function useResolvedTheme(): ResolvedTheme {
  return useSyncExternalStore<ResolvedTheme>(subscribeResolved, readResolvedTheme, () => 'light');
}
