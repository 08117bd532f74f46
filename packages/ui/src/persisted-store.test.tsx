import { act, render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  backupKeyPrefix,
  type KeyValueBackend,
  persistOptions,
  syncAcrossTabs,
} from './persisted-store';
import { StorageNoticeBanner } from './storage-notice-banner';
import { STORAGE_NOTICE_TEXT, useStorageNotices } from './storage-notices';
import { Toaster } from './toaster';

type Notes = { notes: string[]; busy: boolean; add: (note: string) => void };

const KEY = 'traguardo:test:notes';

function createNotesStore(backend?: () => KeyValueBackend) {
  return create<Notes>()(
    persist(
      (set) => ({
        notes: ['Esempio'],
        busy: false,
        add: (note) => set((state) => ({ notes: [...state.notes, note] })),
      }),
      persistOptions({
        name: KEY,
        label: 'le note',
        version: 1,
        schema: v.object({ notes: v.array(v.string()) }),
        partialize: (state) => ({ notes: state.notes }),
        backend,
      }),
    ),
  );
}

function backups(): string[] {
  return Object.keys(localStorage).filter((key) => key.startsWith(backupKeyPrefix(KEY)));
}

beforeEach(() => {
  localStorage.clear();
  useStorageNotices.setState({ notices: [] });
});

describe('persistOptions', () => {
  it('starts from the initial state and keeps only the persisted slice', () => {
    const store = createNotesStore();
    expect(store.getState().notes).toEqual(['Esempio']);
    store.getState().add('Chiamare Marco');
    expect(JSON.parse(localStorage.getItem(KEY) ?? '')).toEqual({
      state: { notes: ['Esempio', 'Chiamare Marco'] },
      version: 1,
    });
  });

  it('loads what a previous session stored', () => {
    localStorage.setItem(KEY, JSON.stringify({ state: { notes: ['Salvata'] }, version: 1 }));
    expect(createNotesStore().getState().notes).toEqual(['Salvata']);
    expect(useStorageNotices.getState().notices).toEqual([]);
  });

  it.each([
    ['garbage JSON', 'not json {'],
    ['a wrong version', JSON.stringify({ state: { notes: ['x'] }, version: 99 })],
    ['an invalid state', JSON.stringify({ state: { notes: 'x' }, version: 1 })],
  ])('keeps %s aside, starts from the sample and raises the notice', (_label, raw) => {
    localStorage.setItem(KEY, raw);
    const store = createNotesStore();
    expect(store.getState().notes).toEqual(['Esempio']);
    expect(localStorage.getItem(KEY)).toBeNull();
    const [backup] = backups();
    expect(backup).toBeDefined();
    expect(localStorage.getItem(backup ?? '')).toBe(raw);
    expect(useStorageNotices.getState().notices).toEqual(['restored']);
  });

  it('keeps working in memory when writing fails, and says so', async () => {
    const failing: KeyValueBackend = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('pieno', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    render(
      <>
        <StorageNoticeBanner />
        <Toaster />
      </>,
    );
    const store = createNotesStore(() => failing);
    act(() => store.getState().add('Nuova'));
    expect(store.getState().notes).toEqual(['Esempio', 'Nuova']);
    expect(
      await screen.findByRole('region', { name: STORAGE_NOTICE_TEXT.unavailable.title }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Modifica non salvata sul dispositivo')).toBeInTheDocument();
    expect(screen.getByText(/Non è stato possibile salvare le note/)).toBeInTheDocument();
  });

  it('reports storage that cannot even be read', () => {
    const store = createNotesStore(() => {
      throw new DOMException('negato', 'SecurityError');
    });
    expect(store.getState().notes).toEqual(['Esempio']);
    expect(useStorageNotices.getState().notices).toContain('unavailable');
  });
});

describe('syncAcrossTabs', () => {
  it('re-reads the store when another tab writes its key', async () => {
    const store = createNotesStore();
    const stop = syncAcrossTabs(store);
    localStorage.setItem(
      KEY,
      JSON.stringify({ state: { notes: ['Dall’altra scheda'] }, version: 1 }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    await Promise.resolve();
    expect(store.getState().notes).toEqual(['Dall’altra scheda']);
    stop();
    localStorage.setItem(KEY, JSON.stringify({ state: { notes: ['Ignorata'] }, version: 1 }));
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    await Promise.resolve();
    expect(store.getState().notes).toEqual(['Dall’altra scheda']);
  });
});
