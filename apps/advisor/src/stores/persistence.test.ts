import { beforeEach, describe, expect, it, vi } from 'vitest';
import { advisorProfile, branding } from '@traguardo/sample-data/advisor';
import { backupKeyPrefix } from '@traguardo/persistence/key-value-storage';
import { NOTES_STORAGE, SELECTION_STORAGE, SETTINGS_STORAGE } from './storage';

/** Every notification switched on: a valid change from the sample preferences. */
const allNotificationsOn = {
  clientUpdates: true,
  marketAlerts: true,
  taskReminders: true,
  emailReports: true,
};

// Each test loads the stores afresh, as a reload of the page would.
async function loadStores() {
  vi.resetModules();
  const [notes, settings, selection, reset, notices] = await Promise.all([
    import('./notes-store'),
    import('./settings-store'),
    import('./selection-store'),
    import('./reset-demo-data'),
    import('@traguardo/persistence/storage-notices'),
  ]);
  return {
    notes: notes.useNotesStore,
    settings: settings.useSettingsStore,
    selection: selection.useSelectionStore,
    resetDemoData: reset.resetDemoData,
    notices: notices.storageNotices,
  };
}

beforeEach(() => {
  localStorage.clear();
});

describe('advisor data survives a reload', () => {
  it('notes, settings and the selected client', async () => {
    const before = await loadStores();
    before.notes.getState().saveNote('c3', 'Richiamare dopo le ferie');
    const saved = before.settings.getState().save({
      profile: { ...advisorProfile, name: 'Dott. Luca Neri' },
      branding: { ...branding, primaryColor: '#1e40af' },
      notifications: {
        clientUpdates: false,
        marketAlerts: true,
        taskReminders: true,
        emailReports: false,
      },
    });
    expect(saved).toEqual({ status: 'saved' });
    before.selection.getState().select('c5');

    const after = await loadStores();
    expect(after.notes.getState().notes).toEqual({ c3: 'Richiamare dopo le ferie' });
    expect(after.settings.getState().profile.name).toBe('Dott. Luca Neri');
    expect(after.settings.getState().branding.primaryColor).toBe('#1e40af');
    expect(after.settings.getState().notifications.clientUpdates).toBe(false);
    expect(after.selection.getState().selectedClientId).toBe('c5');
    expect(after.notices.read().notices).toEqual([]);
  });

  it('refuses a note over the limit and keeps the saved one', async () => {
    const { notes } = await loadStores();
    notes.getState().saveNote('c1', 'breve');
    expect(notes.getState().saveNote('c1', 'x'.repeat(2001)).status).toBe('invalid');
    expect(notes.getState().notes['c1']).toBe('breve');
  });
});

describe('bad stored values are kept aside', () => {
  it.each([
    [
      'settings that the form would refuse',
      SETTINGS_STORAGE.name,
      {
        state: {
          profile: { ...advisorProfile, email: 'non-una-mail' },
          branding,
          notifications: allNotificationsOn,
        },
        version: SETTINGS_STORAGE.version,
      },
    ],
    ['notes of a newer version', NOTES_STORAGE.name, { state: { notes: {} }, version: 7 }],
    ['a selection that is not an object', SELECTION_STORAGE.name, { state: 'c1', version: 1 }],
  ])('%s', async (_label, key, value) => {
    const raw = JSON.stringify(value);
    localStorage.setItem(key, raw);
    const stores = await loadStores();
    expect(stores.settings.getState().profile).toEqual(advisorProfile);
    expect(stores.notes.getState().notes).toEqual({});
    expect(stores.selection.getState().selectedClientId).toBeNull();
    const backups = Object.keys(localStorage).filter((k) => k.startsWith(backupKeyPrefix(key)));
    expect(backups.map((k) => localStorage.getItem(k))).toEqual([raw]);
    expect(stores.notices.read().notices).toEqual(['restored']);
  });
});

describe('settings stored by version 1', () => {
  it('are repaired field by field where today’s rules refuse them, the rest kept', async () => {
    localStorage.setItem(
      SETTINGS_STORAGE.name,
      JSON.stringify({
        state: {
          profile: { ...advisorProfile, name: 'Dott. Mario Rossi', email: '<mario@studio.it>' },
          branding: { ...branding, firmName: '', website: 'https://studio.it/"><script>' },
          notifications: allNotificationsOn,
        },
        version: 1,
      }),
    );
    const { settings, notices } = await loadStores();
    expect(settings.getState().profile.name).toBe('Dott. Mario Rossi');
    expect(settings.getState().profile.email).toBe('mario@studio.it');
    expect(settings.getState().branding.firmName).toBe(advisorProfile.firm);
    expect(settings.getState().branding.website).toBe('https://studio.it/script');
    expect(notices.read().notices).toEqual([]);
  });
});

describe('two tabs (each a fresh load of the stores over the same storage)', () => {
  it('notes: a save over a note another tab changed meanwhile is refused and says what it found', async () => {
    const a = await loadStores();
    const b = await loadStores();
    // Tab A begins editing while nothing is saved for c1; tab B saves first.
    const baseInA = a.notes.getState().notes['c1'];
    expect(b.notes.getState().saveNote('c1', 'Nota da B', undefined)).toEqual({ status: 'saved' });
    await a.notes.persist.rehydrate();

    expect(a.notes.getState().saveNote('c1', 'Nota da A', baseInA)).toEqual({
      status: 'conflict',
      theirs: 'Nota da B',
    });
    expect(JSON.parse(localStorage.getItem(NOTES_STORAGE.name) ?? '').state.notes).toEqual({
      c1: 'Nota da B',
    });
    // A chooses to keep theirs own text over the note it was shown.
    expect(a.notes.getState().saveNote('c1', 'Nota da A', 'Nota da B')).toEqual({
      status: 'saved',
    });
  });

  it('settings: a field saved by another tab survives a save of a different field', async () => {
    const a = await loadStores();
    const b = await loadStores();
    const baseInA = structuredClone({
      profile: a.settings.getState().profile,
      branding: a.settings.getState().branding,
      notifications: a.settings.getState().notifications,
    });
    const draftInA = structuredClone(baseInA);
    draftInA.branding.firmName = 'Studio di A';

    const draftInB = structuredClone(baseInA);
    draftInB.branding.address = 'Via di B 2, Milano';
    expect(b.settings.getState().save(draftInB, baseInA)).toEqual({ status: 'saved' });
    await a.settings.persist.rehydrate();

    expect(a.settings.getState().save(draftInA, baseInA)).toEqual({ status: 'saved' });
    const after = await loadStores();
    expect(after.settings.getState().branding.firmName).toBe('Studio di A');
    expect(after.settings.getState().branding.address).toBe('Via di B 2, Milano');
  });

  it('settings: the same field changed in both is a conflict, and nothing is written', async () => {
    const a = await loadStores();
    const b = await loadStores();
    const base = structuredClone({
      profile: a.settings.getState().profile,
      branding: a.settings.getState().branding,
      notifications: a.settings.getState().notifications,
    });
    const mine = structuredClone(base);
    mine.branding.firmName = 'Studio di A';
    mine.notifications.marketAlerts = false;
    const theirs = structuredClone(base);
    theirs.branding.firmName = 'Studio di B';
    b.settings.getState().save(theirs, base);
    await a.settings.persist.rehydrate();

    expect(a.settings.getState().save(mine, base)).toEqual({
      status: 'conflict',
      conflicts: [
        { section: 'branding', field: 'firmName', mine: 'Studio di A', theirs: 'Studio di B' },
      ],
    });
    expect(a.settings.getState().notifications.marketAlerts).toBe(true);
  });
});

describe('another tab', () => {
  it('sees a cleared selection, not the one it had', async () => {
    const here = await loadStores();
    here.selection.getState().select('c2');
    const there = await loadStores();
    expect(there.selection.getState().selectedClientId).toBe('c2');
    here.selection.getState().select(undefined);
    await there.selection.persist.rehydrate();
    expect(there.selection.getState().selectedClientId).toBeNull();
  });
});

describe('resetDemoData', () => {
  it('brings back the sample data, in memory and in storage', async () => {
    const before = await loadStores();
    before.notes.getState().saveNote('c2', 'Da cancellare');
    before.selection.getState().select('c2');
    before.settings.getState().save({
      profile: { ...advisorProfile, phone: '02 1234567' },
      branding,
      notifications: allNotificationsOn,
    });
    await before.resetDemoData();
    expect(before.notes.getState().notes).toEqual({});

    const after = await loadStores();
    expect(after.notes.getState().notes).toEqual({});
    expect(after.selection.getState().selectedClientId).toBeNull();
    expect(after.settings.getState().profile).toEqual(advisorProfile);
  });
});

describe('resetDemoData and the demo book', () => {
  it('brings back the sample clients an advisor archived in the demo, never touching the own book', async () => {
    const { bookOf, closeBooks } = await import('../data/book-connection');
    const { activeClients } = await import('@traguardo/client-book/client-queries');
    const { archiveClient } = await import('@traguardo/client-book/client-commands');
    const { seedBook } = await import('@traguardo/client-book/seed-book');
    const { clientList } = await import('../data/client-list');
    const [first] = clientList;
    if (first === undefined) throw new Error('nessun cliente di esempio');
    await archiveClient(bookOf('demo'), first.id);
    await seedBook(bookOf('own'), [first]);
    expect(await activeClients(bookOf('demo'))).toHaveLength(clientList.length - 1);

    const { resetDemoData } = await loadStores();
    await resetDemoData();

    const demo = await activeClients(bookOf('demo'));
    expect(demo.map((client) => client.id)).toContain(first.id);
    expect(demo).toHaveLength(clientList.length);
    expect(await activeClients(bookOf('own'))).toHaveLength(1);
    closeBooks();
  });
});
