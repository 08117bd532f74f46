import { UPLOAD_ACCEPTED_MIME_TYPES } from '@traguardo/domain/upload-formats';
import { createFileStore } from '@traguardo/persistence/file-store';
import { DOCUMENT_FILES_STORAGE, persistence } from './storage';

// The bytes of uploaded documents, by document id, only of the types an upload accepts.
const documentFiles = createFileStore({
  ...DOCUMENT_FILES_STORAGE,
  types: UPLOAD_ACCEPTED_MIME_TYPES,
  onNotice: persistence.onNotice,
});

export const keepDocumentFile = documentFiles.keep;
export const readDocumentFile = documentFiles.read;
export const clearDocumentFiles = documentFiles.clear;
