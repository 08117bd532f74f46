import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNTS_STORAGE, GOALS_STORAGE } from '../stores/storage';
import { hasDataSavedBeforeLedger } from './saved-before-ledger';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('hasDataSavedBeforeLedger', () => {
  it('is false on a device that kept nothing under the old keys', () => {
    localStorage.setItem('traguardo:investor:plan', '{"state":{},"version":1}');
    expect(hasDataSavedBeforeLedger()).toBe(false);
  });

  it.each([GOALS_STORAGE.name, ACCOUNTS_STORAGE.name])(
    'is true once %s holds anything, even a damaged value',
    (key) => {
      localStorage.setItem(key, 'non è JSON');
      expect(hasDataSavedBeforeLedger()).toBe(true);
    },
  );

  it('is false when storage cannot be read at all', () => {
    localStorage.setItem(GOALS_STORAGE.name, '{}');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(hasDataSavedBeforeLedger()).toBe(false);
  });
});
