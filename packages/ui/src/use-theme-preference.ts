import { useCallback, useContext, useSyncExternalStore } from 'react';
import { type ThemePreference } from '@traguardo/domain/theme';
import { applyThemePreference } from '@traguardo/app-runtime/page-theme';
import { AppContext } from './app-context';

/**
 * Where the theme choice is kept. The apps pass the device's (persistence's
 * themePreferenceStorage) to AppProvider; ui itself reads and writes no storage.
 */
export interface ThemeStorage {
  /** This tab's choice; 'system' when there is none or it cannot be read. */
  read(): ThemePreference;
  /** Keeps the choice; where the device refuses, it holds for this tab (and says so). */
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

/** Every mounted control re-reads the choice when one of them saves a new one. */
const choiceListeners = new Set<() => void>();

/** The person's choice (Sistema / Chiaro / Scuro) and the function that saves a new one. */
export function useThemePreference(): [ThemePreference, (preference: ThemePreference) => void] {
  const storage = useContext(AppContext)?.themeStorage ?? pageStorage;
  const subscribe = useCallback(
    (listener: () => void) => {
      choiceListeners.add(listener);
      const stop = storage.subscribe(listener);
      return () => {
        choiceListeners.delete(listener);
        stop();
      };
    },
    [storage],
  );
  const preference = useSyncExternalStore<ThemePreference>(subscribe, storage.read, () => 'system');
  const choose = useCallback(
    (next: ThemePreference) => {
      storage.write(next);
      applyThemePreference(next);
      for (const listener of choiceListeners) listener();
    },
    [storage],
  );
  return [preference, choose];
}
