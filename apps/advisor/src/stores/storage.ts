import * as v from 'valibot';
import { CLIENT_BOOKS } from '@traguardo/client-book/books';
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
import { advisorProfile, branding as sampleBranding } from '@traguardo/sample-data/advisor';

// The advisor app's storage: one key, label, version and schema per store. The engine
// (localStorage, migrations, backups, other tabs) is @traguardo/persistence; a server
// API would replace the backend there, not these shapes.

/** Every key starts so: the pre-paint script finds the app's stored state by it. */
const KEY_PREFIX = appStorageKeyPrefix('advisor');

export const NOTES_STORAGE = {
  name: `${KEY_PREFIX}notes`,
  label: 'le note',
  version: 1,
  schema: v.object({ notes: v.record(id, noteSchema) }),
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
export function settingsFromVersion1(state: unknown): unknown {
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

export const SETTINGS_STORAGE = {
  name: `${KEY_PREFIX}settings`,
  label: 'le impostazioni',
  version: 2,
  migrations: { 1: settingsFromVersion1 },
  schema: v.pipe(
    settingsShape,
    // Settings that the form would refuse to save are refused from storage too.
    v.check((draft) => !hasErrors(validateSettingsDraft(draft))),
  ),
} as const;

export const SELECTION_STORAGE = {
  name: `${KEY_PREFIX}selection`,
  label: 'il cliente selezionato',
  version: 1,
  schema: v.object({ selectedClientId: v.nullable(id) }),
} as const;

/** Longest list of generated reports kept: enough for 'Report recenti', bounded in storage. */
export const GENERATED_REPORTS_MAX = 50;

export const GENERATED_REPORTS_STORAGE = {
  name: `${KEY_PREFIX}reports`,
  label: 'i report generati',
  version: 1,
  schema: v.object({
    reports: v.pipe(v.array(recentReportSchema), v.maxLength(GENERATED_REPORTS_MAX)),
  }),
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
