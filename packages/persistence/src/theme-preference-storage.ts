import {
  parseThemePreference,
  THEME_STORAGE_KEY,
  type ThemePreference,
} from '@traguardo/domain/theme';
import { storageNotices } from './storage-notices';

/** A choice the device refused to keep: it holds for this tab until another tab chooses. */
let unsaved: ThemePreference | undefined;

function stored(): ThemePreference {
  try {
    return parseThemePreference(globalThis.localStorage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

/**
 * The theme choice kept on the device, under the key the pre-paint script reads before the
 * first paint. Apps hand it to the ui's AppProvider (`themeStorage`); ui itself stores nothing.
 */
export const themePreferenceStorage = {
  /** This tab's choice: the stored one ('system' when there is none, it is unknown, or storage is closed). */
  read(): ThemePreference {
    return unsaved ?? stored();
  },
  /**
   * Keeps `preference` ('system' is the absence of a choice). Where the device refuses, the
   * choice holds for this tab and the page's notices say saving is not available.
   */
  write(preference: ThemePreference): void {
    try {
      if (preference === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
      else localStorage.setItem(THEME_STORAGE_KEY, preference);
      unsaved = undefined;
    } catch {
      unsaved = preference;
      storageNotices.report('unavailable');
    }
  },
  /** Calls `onChange` when another tab changes the choice; answers the unsubscribe. */
  subscribe(onChange: () => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY) return;
      // Another tab's choice, saved, is the choice now.
      unsaved = undefined;
      onChange();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};
