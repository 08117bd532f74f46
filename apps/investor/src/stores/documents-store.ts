import { documentFromFile } from '@traguardo/domain/documents';
import { type DocumentType, type VaultDocument } from '@traguardo/domain/entities';
import { type LedgerProfile } from '@traguardo/ledger/profiles';
import {
  type AcceptedMimeType,
  UPLOAD_ACCEPTED_MIME_TYPES,
} from '@traguardo/domain/upload-formats';
import { simulateDelay } from '@traguardo/domain/simulated-delay';
import { vaultDocuments } from '@traguardo/sample-data/documents';
import { createPersistedStore } from '@traguardo/persistence/create-persisted-store';
import { type FileKept } from '@traguardo/persistence/file-store';
import { documentFilesOf } from './document-files';
import { newId } from './new-id';
import { bindProfileStores } from './profile-stores';
import { PROFILE_STORAGE_DECLARATIONS, persistence } from './storage';

export type UploadStatus = 'idle' | 'uploading';

/** What became of an upload: done (and where its file is kept), or why not. */
export type UploadOutcome =
  | { status: 'done'; document: VaultDocument; fileKept: FileKept }
  | { status: 'busy' }
  | { status: 'unreadable' };

/** A deleted document, what its undo needs: where it stood and its file, if one was kept. */
export type DeletedDocument = {
  document: VaultDocument;
  index: number;
  file: { bytes: ArrayBuffer; type: AcceptedMimeType } | undefined;
};

type DocumentsState = {
  documents: VaultDocument[];
  /** Transient: never stored, a reload during an upload starts idle. */
  uploadStatus: UploadStatus;
  /**
   * Simulates storing a file that already passed validation, its content of type `type`:
   * the bytes are kept for 'Visualizza', the document is prepended to the list.
   */
  upload: (
    file: File,
    type: AcceptedMimeType,
    documentType?: DocumentType,
  ) => Promise<UploadOutcome>;
  /** Files a document under another type. */
  setType: (id: string, documentType: DocumentType) => void;
  /** Deletes a document and its file; what it returns puts both back (`restore`). */
  remove: (id: string) => Promise<DeletedDocument | undefined>;
  /** Puts a deleted document back where it stood, with its file. */
  restore: (deleted: DeletedDocument) => Promise<void>;
  /**
   * Back to the profile's first list: the sample documents in the demo (the demo reset),
   * none in the own profile. The files are cleared apart.
   */
  reset: () => void;
};

const sampleIds = new Set(vaultDocuments.map((document) => document.id));

/** Whether the user uploaded the document, so its own file can be opened. */
export function isUploadedDocument(document: Pick<VaultDocument, 'id'>): boolean {
  return !sampleIds.has(document.id);
}

/** What a profile's Vault holds at first: the demo's sample documents; nothing of the user's. */
export function initialDocumentsState(
  profile: LedgerProfile = 'demo',
): Pick<DocumentsState, 'documents' | 'uploadStatus'> {
  return { documents: profile === 'demo' ? [...vaultDocuments] : [], uploadStatus: 'idle' };
}

async function readKeptFile(profile: LedgerProfile, id: string): Promise<DeletedDocument['file']> {
  const blob = await documentFilesOf(profile).read(id);
  const type = UPLOAD_ACCEPTED_MIME_TYPES.find((accepted) => accepted === blob?.type);
  if (blob === undefined || type === undefined) return undefined;
  return { bytes: await blob.arrayBuffer(), type };
}

async function readBytes(file: File): Promise<ArrayBuffer | undefined> {
  try {
    return await file.arrayBuffer();
  } catch {
    // Moved, deleted or changed on disk since it was picked.
    return undefined;
  }
}

/** The Vault's documents, one list per profile; each profile's files kept apart. */
export const useDocumentsStore = bindProfileStores((profile) =>
  createPersistedStore<DocumentsState>()(
    PROFILE_STORAGE_DECLARATIONS.documents[profile],
    (set, get) => ({
      ...initialDocumentsState(profile),
      upload: async (file, type, documentType) => {
        if (get().uploadStatus === 'uploading') return { status: 'busy' };
        set({ uploadStatus: 'uploading' });
        const [bytes] = await Promise.all([readBytes(file), simulateDelay()]);
        if (bytes === undefined) {
          set({ uploadStatus: 'idle' });
          return { status: 'unreadable' };
        }
        const document = documentFromFile(file, type, newId('upload'), new Date(), documentType);
        const fileKept = await documentFilesOf(profile).keep(document.id, bytes, type);
        set((state) => ({ documents: [document, ...state.documents], uploadStatus: 'idle' }));
        return { status: 'done', document, fileKept };
      },
      setType: (id, documentType) =>
        set((state) => ({
          documents: state.documents.map((document) =>
            document.id === id ? { ...document, type: documentType } : document,
          ),
        })),
      remove: async (id) => {
        const index = get().documents.findIndex((document) => document.id === id);
        const document = get().documents[index];
        if (document === undefined) return undefined;
        const file = await readKeptFile(profile, id);
        set((state) => ({ documents: state.documents.filter((item) => item.id !== id) }));
        await documentFilesOf(profile).forget(id);
        return { document, index, file };
      },
      restore: async ({ document, index, file }) => {
        if (get().documents.some((item) => item.id === document.id)) return;
        if (file !== undefined)
          await documentFilesOf(profile).keep(document.id, file.bytes, file.type);
        set((state) => {
          const documents = [...state.documents];
          documents.splice(Math.min(index, documents.length), 0, document);
          return { documents };
        });
      },
      reset: () => set({ documents: initialDocumentsState(profile).documents }),
    }),
    { ...persistence, partialize: (state) => ({ documents: state.documents }) },
  ),
);
