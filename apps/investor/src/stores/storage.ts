import * as v from 'valibot';
import { type StorageContext } from '@traguardo/persistence/key-value-storage';
import { showStorageNotice } from '@traguardo/ui/storage-notices';
import {
  accountSchema,
  chatMessageSchema,
  goalSchema,
  planIdSchema,
  vaultDocumentSchema,
} from '@traguardo/domain/schemas';

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

export const GOALS_STORAGE = {
  name: 'traguardo:investor:goals',
  label: 'gli obiettivi',
  version: 1,
  schema: v.object({ goals: listById(goalSchema) }),
} as const;

export const ACCOUNTS_STORAGE = {
  name: 'traguardo:investor:accounts',
  label: 'i conti collegati',
  version: 1,
  schema: v.object({ accounts: listById(accountSchema) }),
} as const;

export const PLAN_STORAGE = {
  name: 'traguardo:investor:plan',
  label: 'il piano scelto',
  version: 1,
  schema: v.object({ selectedPlanId: planIdSchema }),
} as const;

export const CHAT_STORAGE = {
  name: 'traguardo:investor:chat',
  label: 'la conversazione con il coach',
  version: 1,
  schema: v.object({ messages: listById(chatMessageSchema) }),
} as const;

export const DOCUMENTS_STORAGE = {
  name: 'traguardo:investor:documents',
  label: "l'elenco dei documenti",
  version: 1,
  schema: v.object({ documents: listById(vaultDocumentSchema) }),
} as const;

/** Every key this app stores its state under, for tests and for the demo reset. */
export const INVESTOR_STORAGE_KEYS = [
  GOALS_STORAGE.name,
  ACCOUNTS_STORAGE.name,
  PLAN_STORAGE.name,
  CHAT_STORAGE.name,
  DOCUMENTS_STORAGE.name,
] as const;

/** The IndexedDB database and object store that hold the uploaded files' bytes. */
export const DOCUMENT_FILES_STORAGE = {
  database: 'traguardo-investor',
  store: 'documenti',
} as const;

/** How every store of this app reports storage problems: the ui shows them. */
export const persistence: StorageContext = { onNotice: showStorageNotice };
