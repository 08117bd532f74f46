import * as v from 'valibot';
import { CLIENT_BOOKS, type ClientBookName } from '@traguardo/client-book/books';
import { type StorageContext } from '@traguardo/persistence/key-value-storage';
import { appStorageKeyPrefix } from '@traguardo/persistence/storage-keys';
import { storageNoticeListener } from '@traguardo/persistence/storage-notices';
import { showStorageWriteFailed } from '@traguardo/ui/storage-write-failed-toast';
import {
  advisorProfileSchema,
  brandingSchema,
  idSchema as id,
  noteSchema,
  notificationPreferencesSchema,
  recentReportSchema,
} from '@traguardo/domain/schemas';
import {
  hasErrors,
  repairSettings,
  settingsFieldProblem,
  validateSettingsDraft,
} from '@traguardo/domain/settings-validation';
import {
  advisorProfile,
  branding as sampleBranding,
  notificationPreferences,
} from '@traguardo/sample-data/advisor';
import { clientList } from '../data/client-list';

// The advisor app's storage: one key, label, version and schema per store. The engine
// (localStorage, migrations, backups, other tabs) is @traguardo/persistence; a server
// API would replace the backend there, not these shapes.

/** Every key starts so: the pre-paint script finds the app's stored state by it. */
const KEY_PREFIX = appStorageKeyPrefix('advisor');

/**
 * Each store keeps one value per book (`{ demo, own }`): the demo's and the advisor's own
 * data side by side under one key, never mixed, the demo reset touching only `demo`.
 */
function perBook<T extends v.GenericSchema>(schema: T) {
  return v.object({ demo: schema, own: schema });
}

const sampleClientIds: ReadonlySet<string> = new Set(clientList.map((client) => client.id));
const sampleClientNames: ReadonlySet<string> = new Set(clientList.map((client) => client.name));

/**
 * Version 1 kept one list for both books. A value tied to a sample client goes to the demo;
 * any other (a client the advisor added to the demo or one of the own book: their ids are
 * unique, so the value only ever shows beside its own client) goes to both books, so that
 * nothing saved before is lost.
 */
function splitByBook<T>(
  entries: readonly T[],
  isSample: (entry: T) => boolean,
): Record<ClientBookName, T[]> {
  return {
    demo: [...entries],
    own: entries.filter((entry) => !isSample(entry)),
  };
}

const notesRecord = v.record(id, noteSchema);

/** Notes of version 1 (one record for both books) split per book: see `splitByBook`. */
function notesFromVersion1(state: unknown): unknown {
  if (!v.is(v.object({ notes: notesRecord }), state)) return state;
  const split = splitByBook(Object.entries(state.notes), ([clientId]) =>
    sampleClientIds.has(clientId),
  );
  return { notes: { demo: Object.fromEntries(split.demo), own: Object.fromEntries(split.own) } };
}

export const NOTES_STORAGE = {
  name: `${KEY_PREFIX}notes`,
  label: 'le note',
  version: 2,
  migrations: { 1: notesFromVersion1 },
  schema: v.object({ notes: perBook(notesRecord) }),
} as const;

const settingsShape = v.object({
  profile: advisorProfileSchema,
  branding: brandingSchema,
  notifications: notificationPreferencesSchema,
});

/**
 * Version 1 accepted settings that today's rules refuse (an empty firm name, an email in
 * brackets, markup in the website): those fields are repaired, not the whole settings
 * kept aside. An empty firm name takes the profile's firm, else the sample one.
 */
function settingsFromVersion1(state: unknown): unknown {
  if (!v.is(settingsShape, state)) return state;
  const { profile, branding } = state;
  const firm = settingsFieldProblem('firmName', profile.firm) === undefined ? profile.firm : '';
  const repaired = repairSettings(
    { ...profile, ...branding },
    { ...advisorProfile, ...sampleBranding, firmName: firm || sampleBranding.firmName },
  );
  const { name, email, phone, license, firmName, address, website } = repaired;
  const { primaryColor, secondaryColor } = repaired;
  return {
    ...state,
    profile: { ...profile, name, email, phone, license },
    branding: { ...branding, firmName, address, website, primaryColor, secondaryColor },
  };
}

const sampleSettings = {
  profile: advisorProfile,
  branding: sampleBranding,
  notifications: notificationPreferences,
};

/** Whether `settings` are the sample advisor's, field for field (never changed). */
function isSampleSettings(settings: v.InferOutput<typeof settingsShape>): boolean {
  return (['profile', 'branding', 'notifications'] as const).every((section) => {
    const stored: Readonly<Record<string, unknown>> = settings[section];
    const sample: Readonly<Record<string, unknown>> = sampleSettings[section];
    const fields = new Set([...Object.keys(stored), ...Object.keys(sample)]);
    return [...fields].every((field) => stored[field] === sample[field]);
  });
}

/**
 * Version 2 kept one set of settings for both books. The demo keeps them as they were; the
 * own book takes them too when the advisor changed them (they may be the advisor's own firm),
 * and none (an empty form) when they are still the sample advisor's, whose firm is nobody's.
 */
function settingsFromVersion2(state: unknown): unknown {
  if (!v.is(settingsShape, state)) return state;
  return { demo: state, own: isSampleSettings(state) ? null : state };
}

// Settings that the form would refuse to save are refused from storage too.
const validSettings = v.pipe(
  settingsShape,
  v.check((draft) => !hasErrors(validateSettingsDraft(draft))),
);

export const SETTINGS_STORAGE = {
  name: `${KEY_PREFIX}settings`,
  label: 'le impostazioni',
  version: 3,
  migrations: { 1: settingsFromVersion1, 2: settingsFromVersion2 },
  // The own book's are null until the advisor first saves them.
  schema: v.object({ demo: validSettings, own: v.nullable(validSettings) }),
} as const;

/** The selection of version 1 (one id for both books) per book: see `splitByBook`. */
function selectionFromVersion1(state: unknown): unknown {
  if (!v.is(v.object({ selectedClientId: v.nullable(id) }), state)) return state;
  const { selectedClientId } = state;
  const split = splitByBook(selectedClientId === null ? [] : [selectedClientId], (clientId) =>
    sampleClientIds.has(clientId),
  );
  return { selectedClientId: { demo: split.demo[0] ?? null, own: split.own[0] ?? null } };
}

export const SELECTION_STORAGE = {
  name: `${KEY_PREFIX}selection`,
  label: 'il cliente selezionato',
  version: 2,
  migrations: { 1: selectionFromVersion1 },
  schema: v.object({ selectedClientId: perBook(v.nullable(id)) }),
} as const;

/** Longest list of generated reports kept: enough for 'Report recenti', bounded in storage. */
export const GENERATED_REPORTS_MAX = 50;

const reportList = v.pipe(v.array(recentReportSchema), v.maxLength(GENERATED_REPORTS_MAX));

/**
 * Reports of version 1 (one list for both books) per book: see `splitByBook`. A report
 * names its client, not its id: one named after a sample client is the demo's; the others
 * (the aggregate 'Tutti i clienti' too) are kept in both.
 */
function generatedReportsFromVersion1(state: unknown): unknown {
  if (!v.is(v.object({ reports: reportList }), state)) return state;
  return { reports: splitByBook(state.reports, (report) => sampleClientNames.has(report.client)) };
}

export const GENERATED_REPORTS_STORAGE = {
  name: `${KEY_PREFIX}reports`,
  label: 'i report generati',
  version: 2,
  migrations: { 1: generatedReportsFromVersion1 },
  schema: v.object({ reports: perBook(reportList) }),
} as const;

export const BOOK_STORAGE = {
  name: `${KEY_PREFIX}book`,
  label: 'l’elenco clienti aperto',
  version: 1,
  schema: v.object({ book: v.picklist(CLIENT_BOOKS) }),
} as const;

/** Every key this app stores under, for tests and for the demo reset. */
export const ADVISOR_STORAGE_KEYS = [
  BOOK_STORAGE.name,
  NOTES_STORAGE.name,
  SETTINGS_STORAGE.name,
  SELECTION_STORAGE.name,
  GENERATED_REPORTS_STORAGE.name,
] as const;

/** How every store of this app reports storage problems: the ui shows them. */
export const persistence: StorageContext = {
  onNotice: storageNoticeListener(showStorageWriteFailed),
};
