import { type PersistOptions, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { readStoredValue, type StoredValueRules } from './stored-value';
import { reportStorageNotice } from './storage-notices';
import { showError } from './toast';

/** The key/value backend the state is kept in: localStorage by default, an API adapter later. */
export type KeyValueBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type PersistRules<S, P> = StoredValueRules<P> & {
  /** The storage key, e.g. 'traguardo:investor:goals'. */
  name: string;
  /** What the slice holds, as the failure toast names it: 'gli obiettivi'. */
  label: string;
  /** The part of the state that is kept (never transient flags such as 'uploading'). */
  partialize: (state: S) => P;
  backend?: () => KeyValueBackend;
};

/** Bad stored values are kept under `<name>:backup:<time>`; this is the prefix. */
export function backupKeyPrefix(name: string): string {
  return `${name}:backup:`;
}

function browserStorage(): KeyValueBackend {
  return window.localStorage;
}

function storageFor<P>(rules: PersistRules<unknown, P>): PersistStorage<P> {
  const backend = rules.backend ?? browserStorage;

  const write = (name: string, value: StorageValue<P>): boolean => {
    try {
      backend().setItem(name, JSON.stringify(value));
      return true;
    } catch {
      reportStorageNotice('unavailable');
      showError(
        'Modifica non salvata sul dispositivo',
        `Non è stato possibile salvare ${rules.label}: la modifica resta valida finché questa scheda è aperta.`,
        { id: `storage-write-${name}` },
      );
      return false;
    }
  };

  const keepAside = (name: string, raw: string) => {
    try {
      backend().setItem(`${backupKeyPrefix(name)}${new Date().toISOString()}`, raw);
      backend().removeItem(name);
    } catch {
      // Without room for the copy the original stays where it was: still not lost.
      reportStorageNotice('unavailable');
    }
    reportStorageNotice('restored');
  };

  return {
    getItem: (name) => {
      let raw: string | null;
      try {
        raw = backend().getItem(name);
      } catch {
        reportStorageNotice('unavailable');
        return null;
      }
      if (raw === null) return null;
      const result = readStoredValue(raw, rules);
      if (!result.ok) {
        keepAside(name, raw);
        return null;
      }
      const value = { state: result.state, version: rules.version };
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
        reportStorageNotice('unavailable');
      }
    },
  };
}

/**
 * Options for zustand's `persist`: versioned, validated on load, with bad values kept
 * aside and failed writes reported instead of thrown.
 */
export function persistOptions<S, P>(rules: PersistRules<S, P>): PersistOptions<S, P> {
  return {
    name: rules.name,
    version: rules.version,
    partialize: rules.partialize,
    storage: storageFor(rules as PersistRules<unknown, P>),
  };
}

type PersistedStore = {
  persist: { rehydrate: () => Promise<void> | void; getOptions: () => { name?: string } };
};

/** Re-reads the store when another tab of the same app changes its stored value. */
export function syncAcrossTabs(store: PersistedStore): () => void {
  const name = store.persist.getOptions().name;
  const onStorage = (event: StorageEvent) => {
    if (event.key === name || event.key === null) void store.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
