import * as v from 'valibot';
import { type StorageContext } from '@traguardo/persistence/key-value-storage';
import { appStorageKeyPrefix } from '@traguardo/persistence/storage-keys';
import { storageNoticeListener } from '@traguardo/persistence/storage-notices';
import { showStorageWriteFailed } from '@traguardo/ui/storage-write-failed-toast';
import {
  accountSchema,
  chatMessageSchema,
  goalSchema,
  planIdSchema,
  vaultDocumentSchema,
} from '@traguardo/domain/schemas';
import { LEDGER_PROFILES } from '@traguardo/ledger/profiles';

// The investor app's storage: one key, label, version and schema per store. The engine
// (localStorage, migrations, backups, other tabs) is @traguardo/persistence; the files of
// uploaded documents live in IndexedDB (see document-files.ts).

/** A list whose items all have different ids: React keys and file lookups rely on it. */
function listById<T extends { id: string }>(item: v.GenericSchema<unknown, T>) {
  return v.pipe(
    v.array(item),
    v.check((items) => new Set(items.map((entry) => entry.id)).size === items.length),
  );
}

/**
 * One store's declaration: its key under this app's prefix, the label its failure notices
 * name, and the entries of the object its value is checked against. Every store is at
 * version 1 so far.
 */
function investorStorage<const Key extends string, const Entries extends v.ObjectEntries>(
  key: Key,
  label: string,
  entries: Entries,
) {
  return {
    name: `${appStorageKeyPrefix('investor')}${key}` as const,
    label,
    version: 1,
    schema: v.object(entries),
  };
}

export const GOALS_STORAGE = investorStorage('goals', 'gli obiettivi', {
  goals: listById(goalSchema),
});

export const ACCOUNTS_STORAGE = investorStorage('accounts', 'i conti collegati', {
  accounts: listById(accountSchema),
});

export const PLAN_STORAGE = investorStorage('plan', 'il piano scelto', {
  selectedPlanId: planIdSchema,
});

export const CHAT_STORAGE = investorStorage('chat', 'la conversazione con il coach', {
  messages: listById(chatMessageSchema),
});

export const DOCUMENTS_STORAGE = investorStorage('documents', "l'elenco dei documenti", {
  documents: listById(vaultDocumentSchema),
});

/**
 * The chosen plan, the chat and the documents belong to a profile. The demo's stay under the
 * keys the version before profiles wrote (so what users saved then is the demo's, untouched);
 * the own profile's have keys of their own. The theme is a preference of the device, the
 * same on both profiles (ui's theme storage).
 */
export const PROFILE_STORAGE_DECLARATIONS = {
  plan: {
    demo: PLAN_STORAGE,
    own: investorStorage('own:plan', 'il piano scelto (i tuoi dati)', {
      selectedPlanId: planIdSchema,
    }),
  },
  chat: {
    demo: CHAT_STORAGE,
    own: investorStorage('own:chat', 'la conversazione con il coach (i tuoi dati)', {
      messages: listById(chatMessageSchema),
    }),
  },
  documents: {
    demo: DOCUMENTS_STORAGE,
    own: investorStorage('own:documents', "l'elenco dei documenti (i tuoi dati)", {
      documents: listById(vaultDocumentSchema),
    }),
  },
} as const;

/**
 * Which profile is open: the demo or the user's own data (each a ledger of its own,
 * @traguardo/ledger). Not part of the demo reset: resetting the demo never switches profile.
 */
export const PROFILE_STORAGE = investorStorage('profile', 'il profilo aperto', {
  profile: v.picklist(LEDGER_PROFILES),
});

/** Every key this app stores the demo's state under, for tests and for the demo reset. */
export const INVESTOR_STORAGE_KEYS = [
  GOALS_STORAGE.name,
  ACCOUNTS_STORAGE.name,
  PLAN_STORAGE.name,
  CHAT_STORAGE.name,
  DOCUMENTS_STORAGE.name,
] as const;

/**
 * The IndexedDB database and object store that hold the uploaded files' bytes, per profile
 * (the demo's is the one the version before profiles wrote), so that the demo reset clears
 * the demo's files alone.
 */
export const DOCUMENT_FILES_STORAGE = {
  demo: { database: 'traguardo-investor', store: 'documenti' },
  own: { database: 'traguardo-investor-own', store: 'documenti' },
} as const;

/** How every store of this app reports storage problems: the ui shows them. */
export const persistence: StorageContext = {
  onNotice: storageNoticeListener(showStorageWriteFailed),
};
