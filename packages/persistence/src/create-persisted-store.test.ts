import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPersistedStore } from './create-persisted-store';
import { backupKeyPrefix, KEPT_ASIDE_COPIES_MAX, type KeyValueBackend } from './key-value-storage';
import { type PersistenceNotice } from './notices';

type Notes = { notes: string[]; busy: boolean; add: (note: string) => void };

const KEY = 'traguardo:test:notes';

const NOTES = {
  name: KEY,
  label: 'le note',
  version: 2,
  schema: v.object({ notes: v.array(v.string()) }),
  // Version 1 kept a single note as `note`.
  migrations: { 1: (state: unknown) => ({ notes: [(state as { note: string }).note] }) },
};

let notices: PersistenceNotice[] = [];

function createNotesStore(backend?: () => KeyValueBackend) {
  return createPersistedStore<Notes>()(
    NOTES,
    (set) => ({
      notes: ['Esempio'],
      busy: false,
      add: (note) => set((state) => ({ notes: [...state.notes, note] })),
    }),
    {
      partialize: (state) => ({ notes: state.notes }),
      onNotice: (notice) => notices.push(notice),
      backend,
    },
  );
}

function backups(): string[] {
  return Object.keys(localStorage).filter((key) => key.startsWith(backupKeyPrefix(KEY)));
}

beforeEach(() => {
  localStorage.clear();
  notices = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createPersistedStore', () => {
  it('starts from the initial state and keeps only the persisted slice', () => {
    const store = createNotesStore();
    expect(store.getState().notes).toEqual(['Esempio']);
    store.getState().add('Chiamare Marco');
    expect(JSON.parse(localStorage.getItem(KEY) ?? '')).toEqual({
      state: { notes: ['Esempio', 'Chiamare Marco'] },
      version: 2,
    });
  });

  it('loads what a previous session stored, without notices', () => {
    localStorage.setItem(KEY, JSON.stringify({ state: { notes: ['Salvata'] }, version: 2 }));
    expect(createNotesStore().getState().notes).toEqual(['Salvata']);
    expect(notices).toEqual([]);
  });

  it('migrates an older version and writes the new shape back at once', () => {
    localStorage.setItem(KEY, JSON.stringify({ state: { note: 'Vecchia' }, version: 1 }));
    expect(createNotesStore().getState().notes).toEqual(['Vecchia']);
    expect(JSON.parse(localStorage.getItem(KEY) ?? '')).toEqual({
      state: { notes: ['Vecchia'] },
      version: 2,
    });
  });

  it.each([
    ['garbage JSON', 'not json {'],
    ['a newer version', JSON.stringify({ state: { notes: ['x'] }, version: 99 })],
    ['an invalid state', JSON.stringify({ state: { notes: 'x' }, version: 2 })],
  ])('keeps %s aside, starts from the initial state and reports it', (_label, raw) => {
    localStorage.setItem(KEY, raw);
    const store = createNotesStore();
    expect(store.getState().notes).toEqual(['Esempio']);
    expect(localStorage.getItem(KEY)).toBeNull();
    const [backup] = backups();
    expect(localStorage.getItem(backup ?? '')).toBe(raw);
    expect(notices).toEqual([
      { kind: 'restored', key: KEY, label: 'le note', keptIn: 'local-storage' },
    ]);
  });

  it('keeps at most KEPT_ASIDE_COPIES_MAX copies: the oldest go, and it says so', () => {
    const times = [
      '2026-11-20T10:00:00.000Z',
      '2026-11-21T10:00:00.000Z',
      '2026-11-22T10:00:00.000Z',
    ];
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (const [index, time] of times.entries()) {
        vi.setSystemTime(new Date(time));
        localStorage.setItem(KEY, `danneggiato ${index}`);
        createNotesStore();
      }
    } finally {
      vi.useRealTimers();
    }
    expect(KEPT_ASIDE_COPIES_MAX).toBe(2);
    expect(backups().sort()).toEqual(
      times.slice(1).map((time) => `${backupKeyPrefix(KEY)}${time}`),
    );
    expect(
      backups()
        .map((key) => localStorage.getItem(key))
        .sort(),
    ).toEqual(['danneggiato 1', 'danneggiato 2']);
    expect(notices).toContainEqual({
      kind: 'copies-removed',
      key: KEY,
      label: 'le note',
      keptIn: 'local-storage',
      removed: 1,
      max: 2,
    });
  });

  it('leaves a bad value with no room for a copy where it is, says so, and never overwrites it', () => {
    // Without IndexedDB localStorage is the only place.
    vi.stubGlobal('indexedDB', undefined);
    const huge = `{${'x'.repeat(3_000_000)}`;
    localStorage.setItem(KEY, huge);
    const store = createNotesStore();
    expect(store.getState().notes).toEqual(['Esempio']);
    store.getState().add('Nuova');
    expect(store.getState().notes).toEqual(['Esempio', 'Nuova']);
    expect(localStorage.getItem(KEY)).toBe(huge);
    expect(backups()).toEqual([]);
    expect(notices).toEqual([{ kind: 'kept-in-place', key: KEY, label: 'le note' }]);
  });

  it('keeps working in memory when writing fails, and reports it with the label', () => {
    const failing: KeyValueBackend = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('pieno', 'QuotaExceededError');
      },
      removeItem: () => {},
      key: () => null,
      length: 0,
    };
    const store = createNotesStore(() => failing);
    store.getState().add('Nuova');
    expect(store.getState().notes).toEqual(['Esempio', 'Nuova']);
    expect(notices).toEqual([
      { kind: 'unavailable', key: KEY },
      { kind: 'write-failed', key: KEY, label: 'le note' },
    ]);
  });

  it('reports storage that cannot even be read', () => {
    const store = createNotesStore(() => {
      throw new DOMException('negato', 'SecurityError');
    });
    expect(store.getState().notes).toEqual(['Esempio']);
    expect(notices).toContainEqual({ kind: 'unavailable', key: KEY });
  });

  it('re-reads the store when another tab writes its key', async () => {
    const store = createNotesStore();
    localStorage.setItem(
      KEY,
      JSON.stringify({ state: { notes: ['Dall’altra scheda'] }, version: 2 }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    await Promise.resolve();
    expect(store.getState().notes).toEqual(['Dall’altra scheda']);
  });
});
