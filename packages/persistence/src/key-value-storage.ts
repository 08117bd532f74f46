import { type PersistStorage, type StorageValue } from 'zustand/middleware';
import { hasKeptAsideDatabase, keepAsideInDatabase } from './kept-aside-database';
import { type KeptAsidePlace } from '@traguardo/domain/storage-notice';
import { type NoticeListener } from './notices';
import { BACKUP_KEY_INFIX } from './storage-keys';
import { readStoredValue, type StoredValueRules } from './stored-value';

/** The key/value backend the state is kept in: localStorage by default, an API adapter later. */
export type KeyValueBackend = Pick<
  Storage,
  'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'
>;

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

/**
 * The most kept-aside copies of one key in each place (localStorage, IndexedDB): keeping
 * one more removes the oldest there, so that corruptions that repeat cannot fill the quota.
 */
export const KEPT_ASIDE_COPIES_MAX = 2;

/** A new backup key: after every earlier one of `name` in key order (their time). */
function newBackupKey(name: string, taken: (key: string) => boolean): string {
  const base = `${backupKeyPrefix(name)}${new Date().toISOString()}`;
  let key = base;
  for (let n = 1; taken(key); n += 1) key = `${base}-${n}`;
  return key;
}

function browserStorage(): KeyValueBackend {
  return window.localStorage;
}

/**
 * zustand's `PersistStorage` over a key/value backend: versioned, migrated and validated
 * on load, bad values kept aside (never lost; only the oldest copies beyond the cap are
 * removed), failures reported instead of thrown.
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

  /**
   * Keys whose bad value is still under the key while its copy is being made elsewhere (or
   * could be made nowhere): nothing is written there, so it is never overwritten. The last
   * state the app asked to save waits here and is written once the copy is safe.
   */
  const held = new Map<string, { raw: string; latest?: StorageValue<P> }>();

  const copiesRemoved = (name: string, keptIn: KeptAsidePlace, removed: number) => {
    if (removed === 0) return;
    const { label } = declaration;
    onNotice({
      kind: 'copies-removed',
      key: name,
      label,
      keptIn,
      removed,
      max: KEPT_ASIDE_COPIES_MAX,
    });
  };

  /** Copies `raw` into localStorage, then removes the oldest copies beyond the cap. */
  const keepAsideLocally = (name: string, raw: string): boolean => {
    const storage = backend();
    const prefix = backupKeyPrefix(name);
    const existing = (): string[] => {
      const keys: string[] = [];
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index);
        if (key?.startsWith(prefix) === true) keys.push(key);
      }
      return keys.sort();
    };
    try {
      storage.setItem(
        newBackupKey(name, (key) => storage.getItem(key) !== null),
        raw,
      );
    } catch {
      return false;
    }
    try {
      const copies = existing();
      const oldest = copies.slice(0, Math.max(0, copies.length - KEPT_ASIDE_COPIES_MAX));
      for (const key of oldest) storage.removeItem(key);
      copiesRemoved(name, 'local-storage', oldest.length);
    } catch {
      // The new copy is kept; the old ones stay until the next time.
    }
    return true;
  };

  /** The copy is safe: the bad value goes, and saving resumes with the latest state. */
  const release = (name: string, raw: string) => {
    const hold = held.get(name);
    held.delete(name);
    try {
      // Only the value that was copied: another tab may have written a good one since.
      if (backend().getItem(name) === raw) backend().removeItem(name);
    } catch {
      onNotice({ kind: 'unavailable', key: name });
    }
    if (hold?.latest !== undefined) write(name, hold.latest);
  };

  /**
   * Keeps a bad value aside, never losing it: in localStorage when there is room, else in
   * IndexedDB (the value stays under its key, unwritten, until that copy is stored), else
   * nowhere: then it stays under its key and this store does not save there.
   */
  const keepAside = (name: string, raw: string) => {
    const { label } = declaration;
    if (held.get(name)?.raw === raw) return;
    if (keepAsideLocally(name, raw)) {
      try {
        backend().removeItem(name);
      } catch {
        // The copy is safe; the bad value is refused again on the next load.
      }
      onNotice({ kind: 'restored', key: name, label, keptIn: 'local-storage' });
      return;
    }
    held.set(name, { raw });
    const keptInPlace = () => onNotice({ kind: 'kept-in-place', key: name, label });
    if (!hasKeptAsideDatabase()) {
      keptInPlace();
      return;
    }
    // Another tab may keep a copy of the same key in the same millisecond.
    const key = `${newBackupKey(name, () => false)}-${Math.random().toString(36).slice(2, 10)}`;
    keepAsideInDatabase(key, raw, backupKeyPrefix(name), KEPT_ASIDE_COPIES_MAX).then((removed) => {
      release(name, raw);
      onNotice({ kind: 'restored', key: name, label, keptIn: 'indexeddb' });
      copiesRemoved(name, 'indexeddb', removed);
    }, keptInPlace);
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
      // Still the bad value whose copy is under way (or impossible): already reported.
      if (held.get(name)?.raw === raw) return null;
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
      const hold = held.get(name);
      if (hold === undefined) write(name, value);
      else hold.latest = value;
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
