import { beforeEach, describe, expect, it, vi } from 'vitest';
import { advisorProfile, branding } from '@traguardo/sample-data/advisor';
import { backupKeyPrefix } from '@traguardo/persistence/key-value-storage';
import {
  GENERATED_REPORTS_STORAGE,
  NOTES_STORAGE,
  SELECTION_STORAGE,
  SETTINGS_STORAGE,
} from './storage';

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
    before.notes.getState().saveNote('demo', 'c3', 'Richiamare dopo le ferie');
    const saved = before.settings.getState().save('demo', {
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
    before.selection.getState().select('demo', 'c5');

    const after = await loadStores();
    expect(after.notes.getState().notes.demo).toEqual({ c3: 'Richiamare dopo le ferie' });
    expect(after.settings.getState().demo.profile.name).toBe('Dott. Luca Neri');
    expect(after.settings.getState().demo.branding.primaryColor).toBe('#1e40af');
    expect(after.settings.getState().demo.notifications.clientUpdates).toBe(false);
    expect(after.selection.getState().selectedClientId.demo).toBe('c5');
    expect(after.notices.read().notices).toEqual([]);
  });

  it('refuses a note over the limit and keeps the saved one', async () => {
    const { notes } = await loadStores();
    notes.getState().saveNote('demo', 'c1', 'breve');
    expect(notes.getState().saveNote('demo', 'c1', 'x'.repeat(2001)).status).toBe('invalid');
    expect(notes.getState().notes.demo['c1']).toBe('breve');
  });
});

describe('bad stored values are kept aside', () => {
  it.each([
    [
      'settings that the form would refuse',
      SETTINGS_STORAGE.name,
      {
        state: {
          demo: {
            profile: { ...advisorProfile, email: 'non-una-mail' },
            branding,
            notifications: allNotificationsOn,
          },
          own: null,
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
    expect(stores.settings.getState().demo.profile).toEqual(advisorProfile);
    expect(stores.notes.getState().notes.demo).toEqual({});
    expect(stores.selection.getState().selectedClientId.demo).toBeNull();
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
    expect(settings.getState().demo.profile.name).toBe('Dott. Mario Rossi');
    expect(settings.getState().demo.profile.email).toBe('mario@studio.it');
    expect(settings.getState().demo.branding.firmName).toBe(advisorProfile.firm);
    expect(settings.getState().demo.branding.website).toBe('https://studio.it/script');
    expect(notices.read().notices).toEqual([]);
  });
});

describe('two tabs (each a fresh load of the stores over the same storage)', () => {
  it('notes: a save over a note another tab changed meanwhile is refused and says what it found', async () => {
    const a = await loadStores();
    const b = await loadStores();
    // Tab A begins editing while nothing is saved for c1; tab B saves first.
    const baseInA = a.notes.getState().notes.demo['c1'];
    expect(b.notes.getState().saveNote('demo', 'c1', 'Nota da B', undefined)).toEqual({
      status: 'saved',
    });
    await a.notes.persist.rehydrate();

    expect(a.notes.getState().saveNote('demo', 'c1', 'Nota da A', baseInA)).toEqual({
      status: 'conflict',
      theirs: 'Nota da B',
    });
    expect(JSON.parse(localStorage.getItem(NOTES_STORAGE.name) ?? '').state.notes.demo).toEqual({
      c1: 'Nota da B',
    });
    // A chooses to keep theirs own text over the note it was shown.
    expect(a.notes.getState().saveNote('demo', 'c1', 'Nota da A', 'Nota da B')).toEqual({
      status: 'saved',
    });
  });

  it('settings: a field saved by another tab survives a save of a different field', async () => {
    const a = await loadStores();
    const b = await loadStores();
    const baseInA = structuredClone({
      profile: a.settings.getState().demo.profile,
      branding: a.settings.getState().demo.branding,
      notifications: a.settings.getState().demo.notifications,
    });
    const draftInA = structuredClone(baseInA);
    draftInA.branding.firmName = 'Studio di A';

    const draftInB = structuredClone(baseInA);
    draftInB.branding.address = 'Via di B 2, Milano';
    expect(b.settings.getState().save('demo', draftInB, baseInA)).toEqual({ status: 'saved' });
    await a.settings.persist.rehydrate();

    expect(a.settings.getState().save('demo', draftInA, baseInA)).toEqual({ status: 'saved' });
    const after = await loadStores();
    expect(after.settings.getState().demo.branding.firmName).toBe('Studio di A');
    expect(after.settings.getState().demo.branding.address).toBe('Via di B 2, Milano');
  });

  it('settings: the same field changed in both is a conflict, and nothing is written', async () => {
    const a = await loadStores();
    const b = await loadStores();
    const base = structuredClone({
      profile: a.settings.getState().demo.profile,
      branding: a.settings.getState().demo.branding,
      notifications: a.settings.getState().demo.notifications,
    });
    const mine = structuredClone(base);
    mine.branding.firmName = 'Studio di A';
    mine.notifications.marketAlerts = false;
    const theirs = structuredClone(base);
    theirs.branding.firmName = 'Studio di B';
    b.settings.getState().save('demo', theirs, base);
    await a.settings.persist.rehydrate();

    expect(a.settings.getState().save('demo', mine, base)).toEqual({
      status: 'conflict',
      conflicts: [
        { section: 'branding', field: 'firmName', mine: 'Studio di A', theirs: 'Studio di B' },
      ],
    });
    expect(a.settings.getState().demo.notifications.marketAlerts).toBe(true);
  });
});

describe('another tab', () => {
  it('sees a cleared selection, not the one it had', async () => {
    const here = await loadStores();
    here.selection.getState().select('demo', 'c2');
    const there = await loadStores();
    expect(there.selection.getState().selectedClientId.demo).toBe('c2');
    here.selection.getState().select('demo', undefined);
    await there.selection.persist.rehydrate();
    expect(there.selection.getState().selectedClientId.demo).toBeNull();
  });
});

describe('resetDemoData', () => {
  it('brings back the sample data, in memory and in storage', async () => {
    const before = await loadStores();
    before.notes.getState().saveNote('demo', 'c2', 'Da cancellare');
    before.selection.getState().select('demo', 'c2');
    before.settings.getState().save('demo', {
      profile: { ...advisorProfile, phone: '02 1234567' },
      branding,
      notifications: allNotificationsOn,
    });
    await before.resetDemoData();
    expect(before.notes.getState().notes.demo).toEqual({});

    const after = await loadStores();
    expect(after.notes.getState().notes.demo).toEqual({});
    expect(after.selection.getState().selectedClientId.demo).toBeNull();
    expect(after.settings.getState().demo.profile).toEqual(advisorProfile);
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

describe('stored before each book kept its own (notes 1, settings 2, selection 1, reports 1)', () => {
  const store = (name: string, state: unknown, version: number) =>
    localStorage.setItem(name, JSON.stringify({ state, version }));
  const ownSettings = {
    profile: { ...advisorProfile, name: 'Dott. Marco Bianchi', firm: 'Studio Bianchi' },
    branding: { ...branding, firmName: 'Studio Bianchi' },
    notifications: allNotificationsOn,
  };

  it('loses nothing: a sample client’s note is the demo’s, any other one stays with its client', async () => {
    store(NOTES_STORAGE.name, { notes: { c1: 'Nota demo', 'cl-7f3a': 'Nota mia' } }, 1);
    const { notes, notices } = await loadStores();
    expect(notes.getState().notes).toEqual({
      demo: { c1: 'Nota demo', 'cl-7f3a': 'Nota mia' },
      own: { 'cl-7f3a': 'Nota mia' },
    });
    expect(notices.read().notices).toEqual([]);
  });

  it('keeps changed settings in both books, and the sample advisor’s in the demo only', async () => {
    store(SETTINGS_STORAGE.name, ownSettings, 2);
    const changed = await loadStores();
    expect(changed.settings.getState().demo).toEqual(ownSettings);
    expect(changed.settings.getState().own).toEqual(ownSettings);

    store(
      SETTINGS_STORAGE.name,
      { profile: advisorProfile, branding, notifications: allNotificationsOn },
      2,
    );
    const sample = await loadStores();
    expect(sample.settings.getState().demo.branding).toEqual(branding);
    expect(sample.settings.getState().own).toBeNull();
    expect(sample.notices.read().notices).toEqual([]);
  });

  it('gives each book the selection and the generated reports that are its', async () => {
    store(SELECTION_STORAGE.name, { selectedClientId: 'c5' }, 1);
    const report = (id: string, client: string) => ({
      id,
      client,
      type: 'Report Completo',
      date: '2026-11-20',
      status: 'Generato',
    });
    const reports = [
      report('generato-3', 'Anna Neri'),
      report('generato-2', 'Tutti i clienti'),
      report('generato-1', 'Marco Rossi'),
    ];
    store(GENERATED_REPORTS_STORAGE.name, { reports }, 1);
    const { selection, notices } = await loadStores();
    const { useGeneratedReportsStore } = await import('./generated-reports-store');
    expect(selection.getState().selectedClientId).toEqual({ demo: 'c5', own: null });
    expect(useGeneratedReportsStore.getState().reports).toEqual({
      demo: reports,
      own: [reports[0], reports[1]],
    });
    expect(notices.read().notices).toEqual([]);
  });
});

describe('resetDemoData, whichever book is open', () => {
  it('never touches what the own book keeps', async () => {
    const stores = await loadStores();
    stores.notes.getState().saveNote('own', 'cl-7f3a', 'Nota mia');
    stores.notes.getState().saveNote('demo', 'c1', 'Nota demo');
    stores.selection.getState().select('own', 'cl-7f3a');
    expect(
      stores.settings.getState().save('own', {
        profile: { ...advisorProfile, name: 'Dott. Marco Bianchi' },
        branding: { ...branding, firmName: 'Studio Bianchi' },
        notifications: allNotificationsOn,
      }),
    ).toEqual({ status: 'saved' });
    await stores.resetDemoData();

    const after = await loadStores();
    expect(after.notes.getState().notes).toEqual({ demo: {}, own: { 'cl-7f3a': 'Nota mia' } });
    expect(after.selection.getState().selectedClientId).toEqual({ demo: null, own: 'cl-7f3a' });
    expect(after.settings.getState().own?.branding.firmName).toBe('Studio Bianchi');
    expect(after.settings.getState().demo.branding).toEqual(branding);
  });
});
