import { type LedgerProfile } from '@traguardo/ledger/profiles';
import {
  type AcceptedMimeType,
  UPLOAD_ACCEPTED_MIME_TYPES,
} from '@traguardo/domain/upload-formats';
import { createFileStore, type FileStore } from '@traguardo/persistence/file-store';
import { DOCUMENT_FILES_STORAGE, persistence } from './storage';

type DocumentFiles = FileStore<AcceptedMimeType>;

// The bytes of uploaded documents, by document id, only of the types an upload accepts; each
// profile's in a database of its own.
const fileStores = new Map<LedgerProfile, DocumentFiles>();

/** The files of `profile`'s uploaded documents. */
export function documentFilesOf(profile: LedgerProfile): DocumentFiles {
  let files = fileStores.get(profile);
  if (files === undefined) {
    files = createFileStore({
      ...DOCUMENT_FILES_STORAGE[profile],
      types: UPLOAD_ACCEPTED_MIME_TYPES,
      onNotice: persistence.onNotice,
    });
    fileStores.set(profile, files);
  }
  return files;
}
