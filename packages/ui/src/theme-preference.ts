import { useCallback, useContext, useSyncExternalStore } from 'react';
import { resolveTheme, type ResolvedTheme, type ThemePreference } from '@traguardo/domain/theme';
import { AppContext } from './app-context';
import { reportStorageNotice } from './storage-notices';

// The theme lives on <html data-theme>, set before the first paint by theme-init.js (which
// also follows system changes and other tabs). This module is the React side: it reads and
// saves the choice through the app's ThemeStorage and re-applies it at once, and lets
// canvas charts follow the theme.

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemIsDark(): boolean {
  return globalThis.matchMedia?.(DARK_QUERY).matches ?? false;
}

function applyThemePreference(preference: ThemePreference): void {
  document.documentElement.dataset.theme = resolveTheme(preference, systemIsDark());
}

/**
 * Where the theme choice is kept. The apps pass the device's (persistence's
 * themePreferenceStorage) to AppProvider; ui itself reads and writes no storage.
 */
export interface ThemeStorage {
  /** The kept choice; 'system' when there is none or it cannot be read. */
  read(): ThemePreference;
  /** Keeps the choice; throws when the device refuses. */
  write(preference: ThemePreference): void;
  /** Calls `onChange` when the choice changes elsewhere (another tab); answers the unsubscribe. */
  subscribe(onChange: () => void): () => void;
}

/** Without an app around it (a story, a test), a choice holds for this page only. */
function pageThemeStorage(): ThemeStorage {
  let kept: ThemePreference = 'system';
  return {
    read: () => kept,
    write: (preference) => {
      kept = preference;
    },
    subscribe: () => () => {},
  };
}

const pageStorage = pageThemeStorage();

const preferenceListeners = new Set<() => void>();

// A choice a storage refused: it holds for this tab until the tab closes.
const unsavedPreferences = new WeakMap<ThemeStorage, ThemePreference>();

/** Keeps the choice and applies it; a refused write still applies it to the tab. */
function saveThemePreference(storage: ThemeStorage, preference: ThemePreference): void {
  try {
    storage.write(preference);
    unsavedPreferences.delete(storage);
  } catch {
    unsavedPreferences.set(storage, preference);
    reportStorageNotice('unavailable');
  }
  applyThemePreference(preference);
  for (const listener of preferenceListeners) listener();
}

/** The person's choice (Sistema / Chiaro / Scuro) and the function that saves a new one. */
export function useThemePreference(): [ThemePreference, (preference: ThemePreference) => void] {
  const storage = useContext(AppContext)?.themeStorage ?? pageStorage;
  const subscribe = useCallback(
    (listener: () => void) => {
      preferenceListeners.add(listener);
      const stop = storage.subscribe(() => {
        unsavedPreferences.delete(storage);
        listener();
      });
      return () => {
        preferenceListeners.delete(listener);
        stop();
      };
    },
    [storage],
  );
  const current = useCallback(() => unsavedPreferences.get(storage) ?? storage.read(), [storage]);
  const preference = useSyncExternalStore<ThemePreference>(subscribe, current, () => 'system');
  const choose = useCallback(
    (next: ThemePreference) => saveThemePreference(storage, next),
    [storage],
  );
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
