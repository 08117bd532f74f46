import { clear, createStore, get, set, type UseStore } from 'idb-keyval';
import * as v from 'valibot';
import { UPLOAD_ACCEPTED_MIME_TYPES } from '@traguardo/domain/constants';
import { type AcceptedMimeType } from '@traguardo/domain/file-signature';
import { reportStorageNotice } from '@traguardo/ui/storage-notices';
import { DOCUMENT_FILES_STORAGE } from './storage';

// The bytes of uploaded documents, by document id, in IndexedDB (localStorage is too
// small for files). Kept as an ArrayBuffer with the type read from the content, so the
// file opens exactly as it was chosen and never as something its name pretends.

type StoredFile = { type: AcceptedMimeType; bytes: ArrayBuffer };

// By tag, not `instanceof`: a structured clone may come back from another realm.
const arrayBufferSchema = v.custom<ArrayBuffer>(
  (value) => Object.prototype.toString.call(value) === '[object ArrayBuffer]',
);

const storedFileSchema = v.object({
  type: v.picklist(UPLOAD_ACCEPTED_MIME_TYPES),
  bytes: arrayBufferSchema,
});

/** Where a file ended up: on the device, or only in this tab when storage failed. */
export type FileKept = 'device' | 'memory';

// Files that could not be stored stay here, so they still open until the tab closes.
const inMemory = new Map<string, StoredFile>();

let idbStore: UseStore | undefined;
function filesStore(): UseStore {
  idbStore ??= createStore(DOCUMENT_FILES_STORAGE.database, DOCUMENT_FILES_STORAGE.store);
  return idbStore;
}

/** Keeps a document's bytes; never throws: a failure keeps them in memory and says so. */
export async function keepDocumentFile(
  id: string,
  bytes: ArrayBuffer,
  type: AcceptedMimeType,
): Promise<FileKept> {
  const file: StoredFile = { type, bytes };
  try {
    await set(id, file, filesStore());
    return 'device';
  } catch {
    inMemory.set(id, file);
    reportStorageNotice('unavailable');
    return 'memory';
  }
}

/** The document's file as a Blob of its real type, or undefined when it is not kept. */
export async function readDocumentFile(id: string): Promise<Blob | undefined> {
  let file: unknown = inMemory.get(id);
  if (file === undefined) {
    try {
      file = await get(id, filesStore());
    } catch {
      reportStorageNotice('unavailable');
      return undefined;
    }
  }
  const parsed = v.safeParse(storedFileSchema, file);
  return parsed.success ? new Blob([parsed.output.bytes], { type: parsed.output.type }) : undefined;
}

/**
 * Forgets every kept file (the demo reset); rejects, keeping them all, when the stored
 * ones cannot be removed. Without IndexedDB only the files kept in memory exist.
 */
export async function clearDocumentFiles(): Promise<void> {
  if (typeof indexedDB !== 'undefined') await clear(filesStore());
  inMemory.clear();
}
