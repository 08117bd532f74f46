import { type PersistStorage, type StorageValue } from 'zustand/middleware';
import { type NoticeListener } from './notices';
import { BACKUP_KEY_INFIX } from './stored-state-mark';
import { readStoredValue, type StoredValueRules } from './stored-value';

/** The key/value backend the state is kept in: localStorage by default, an API adapter later. */
export type KeyValueBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** One stored value as an app declares it: where, what it is called, its shape and history. */
export type StoreDeclaration<P> = StoredValueRules<P> & {
  /** The storage key, e.g. 'traguardo:investor:goals'. */
  name: string;
  /** What the value holds, as a failure message names it: 'gli obiettivi'. */
  label: string;
};

export type StorageContext = {
  /** Called with every notice; the app decides how to show it. */
  onNotice: NoticeListener;
  backend?: () => KeyValueBackend;
};

/** Bad stored values are kept under `<name>:backup:<time>`; this is the prefix. */
export function backupKeyPrefix(name: string): string {
  return `${name}${BACKUP_KEY_INFIX}`;
}

function browserStorage(): KeyValueBackend {
  return window.localStorage;
}

/**
 * zustand's `PersistStorage` over a key/value backend: versioned, migrated and validated
 * on load, bad values kept aside (never deleted), failures reported instead of thrown.
 */
export function keyValueStorage<P>(
  declaration: StoreDeclaration<P>,
  { onNotice, backend = browserStorage }: StorageContext,
): PersistStorage<P> {
  const write = (name: string, value: StorageValue<P>): boolean => {
    try {
      backend().setItem(name, JSON.stringify(value));
      return true;
    } catch {
      onNotice({ kind: 'unavailable', key: name });
      onNotice({ kind: 'write-failed', key: name, label: declaration.label });
      return false;
    }
  };

  const keepAside = (name: string, raw: string) => {
    try {
      backend().setItem(`${backupKeyPrefix(name)}${new Date().toISOString()}`, raw);
      backend().removeItem(name);
    } catch {
      // Without room for the copy the original stays where it was: still not lost.
      onNotice({ kind: 'unavailable', key: name });
    }
    onNotice({ kind: 'restored', key: name });
  };

  return {
    getItem: (name) => {
      let raw: string | null;
      try {
        raw = backend().getItem(name);
      } catch {
        onNotice({ kind: 'unavailable', key: name });
        return null;
      }
      if (raw === null) return null;
      const result = readStoredValue(raw, declaration);
      if (!result.ok) {
        keepAside(name, raw);
        return null;
      }
      const value = { state: result.state, version: declaration.version };
      // A migrated state is written back at once, so the old shape is read only once.
      if (result.migratedFrom !== undefined) write(name, value);
      return value;
    },
    setItem: (name, value) => {
      write(name, value);
    },
    removeItem: (name) => {
      try {
        backend().removeItem(name);
      } catch {
        onNotice({ kind: 'unavailable', key: name });
      }
    },
  };
}
