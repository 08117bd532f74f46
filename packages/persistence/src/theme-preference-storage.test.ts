import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '@traguardo/domain/theme';
import { storageNotices } from './storage-notices';
import { themePreferenceStorage } from './theme-preference-storage';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  storageNotices.clear();
});

describe('themePreferenceStorage', () => {
  it('keeps Chiaro and Scuro under the key the pre-paint script reads; Sistema removes it', () => {
    themePreferenceStorage.write('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(themePreferenceStorage.read()).toBe('dark');
    themePreferenceStorage.write('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(themePreferenceStorage.read()).toBe('system');
  });

  it('reads a value it does not know, or storage it cannot open, as Sistema', () => {
    localStorage.setItem(THEME_STORAGE_KEY, '<script>');
    expect(themePreferenceStorage.read()).toBe('system');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(themePreferenceStorage.read()).toBe('system');
  });

  it('holds a choice the device refuses for this tab, and says saving is not available', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    themePreferenceStorage.write('dark');
    expect(themePreferenceStorage.read()).toBe('dark');
    expect(storageNotices.read().notices).toEqual(['unavailable']);
    // Another tab's choice, saved, replaces the one this tab could not keep.
    vi.restoreAllMocks();
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    const stop = themePreferenceStorage.subscribe(() => {});
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
    stop();
    expect(themePreferenceStorage.read()).toBe('light');
  });

  it('reports a choice made in another tab, and only for its own key', () => {
    const onChange = vi.fn();
    const stop = themePreferenceStorage.subscribe(onChange);
    window.dispatchEvent(new StorageEvent('storage', { key: 'traguardo:altro' }));
    expect(onChange).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
