import {
  parseThemePreference,
  THEME_STORAGE_KEY,
  type ThemePreference,
} from '@traguardo/domain/theme';

/**
 * The theme choice kept on the device, under the key the pre-paint script
 * (app-runtime/pre-paint-theme.ts) reads before the first paint. Apps hand it to the ui's AppProvider (`themeStorage`); ui itself stores nothing.
 */
export const themePreferenceStorage = {
  /** The stored choice; 'system' when there is none, it is unknown, or storage is closed. */
  read(): ThemePreference {
    try {
      return parseThemePreference(globalThis.localStorage?.getItem(THEME_STORAGE_KEY));
    } catch {
      return 'system';
    }
  },
  /** Keeps `preference` ('system' is the absence of a choice); throws if storage refuses. */
  write(preference: ThemePreference): void {
    if (preference === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, preference);
  },
  /** Calls `onChange` when another tab changes the choice; answers the unsubscribe. */
  subscribe(onChange: () => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY) onChange();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};
