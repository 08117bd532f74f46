import 'fake-indexeddb/auto';
import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPersistedStore } from './create-persisted-store';
import { KEPT_ASIDE_DATABASE, keptAsideInDatabase } from './kept-aside-database';
import { backupKeyPrefix, KEPT_ASIDE_COPIES_MAX } from './key-value-storage';
import { type PersistenceNotice } from './notices';

// A bad value too large for a second copy in localStorage (jsdom's quota: 5,000,000 units).
const KEY = 'traguardo:investor:goals';
const GOALS = {
  name: KEY,
  label: 'gli obiettivi',
  version: 1,
  schema: v.object({ goals: v.array(v.string()) }),
};

type Goals = { goals: string[]; add: (goal: string) => void };

let notices: PersistenceNotice[] = [];

function createGoalsStore() {
  return createPersistedStore<Goals>()(
    GOALS,
    (set) => ({
      goals: ['Casa'],
      add: (goal) => set((state) => ({ goals: [...state.goals, goal] })),
    }),
    { partialize: (state) => ({ goals: state.goals }), onNotice: (notice) => notices.push(notice) },
  );
}

const hugeGarbage = (mark: string) => `{"state": ${mark}${'x'.repeat(3_000_000)}`;

beforeEach(async () => {
  localStorage.clear();
  notices = [];
  // Copies an earlier test kept stay in IndexedDB: every test starts with none.
  await new Promise<void>((done, fail) => {
    const request = indexedDB.deleteDatabase(KEPT_ASIDE_DATABASE.database);
    request.onsuccess = () => done();
    request.onerror = () => fail(request.error ?? new Error('database non eliminato'));
  });
});

describe('a bad value with no room in localStorage', () => {
  it('is kept in IndexedDB, not overwritten meanwhile, and the notice says where', async () => {
    const huge = hugeGarbage('a');
    localStorage.setItem(KEY, huge);
    const store = createGoalsStore();
    expect(store.getState().goals).toEqual(['Casa']);
    // A change made while the copy is on its way waits: the bad value is not overwritten.
    store.getState().add('Pensione');
    expect(localStorage.getItem(KEY)).toBe(huge);

    await vi.waitFor(() => expect(notices).not.toEqual([]));
    expect(notices).toEqual([
      { kind: 'restored', key: KEY, label: 'gli obiettivi', keptIn: 'indexeddb' },
    ]);
    expect(Object.values(await keptAsideInDatabase(backupKeyPrefix(KEY)))).toEqual([huge]);
    // Once the copy is safe, saving resumes: the latest state is stored.
    expect(JSON.parse(localStorage.getItem(KEY) ?? '')).toEqual({
      state: { goals: ['Casa', 'Pensione'] },
      version: 1,
    });
    store.getState().add('Viaggio');
    expect(JSON.parse(localStorage.getItem(KEY) ?? '')).toMatchObject({
      state: { goals: ['Casa', 'Pensione', 'Viaggio'] },
    });
  });

  it('keeps at most KEPT_ASIDE_COPIES_MAX copies there: the oldest go, and it says so', async () => {
    const prefix = `${backupKeyPrefix(KEY)}`;
    for (const mark of ['b', 'c', 'd']) {
      notices = [];
      localStorage.setItem(KEY, hugeGarbage(mark));
      createGoalsStore();
      await vi.waitFor(() =>
        expect(notices).toContainEqual(expect.objectContaining({ kind: 'restored' })),
      );
    }
    const kept = await keptAsideInDatabase(prefix);
    expect(Object.keys(kept)).toHaveLength(KEPT_ASIDE_COPIES_MAX);
    // The newest two, in the order they came.
    expect(Object.values(kept).map((raw) => raw.slice(0, 11))).toEqual([
      '{"state": c',
      '{"state": d',
    ]);
    expect(notices).toContainEqual({
      kind: 'copies-removed',
      key: KEY,
      label: 'gli obiettivi',
      keptIn: 'indexeddb',
      removed: 1,
      max: KEPT_ASIDE_COPIES_MAX,
    });
  });
});
