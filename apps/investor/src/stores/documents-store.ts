import { documentFromFile } from '@traguardo/domain/documents';
import { type VaultDocument } from '@traguardo/domain/entities';
import { type LedgerProfile } from '@traguardo/ledger/profiles';
import { type AcceptedMimeType } from '@traguardo/domain/upload-formats';
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

type DocumentsState = {
  documents: VaultDocument[];
  /** Transient: never stored, a reload during an upload starts idle. */
  uploadStatus: UploadStatus;
  /**
   * Simulates storing a file that already passed validation, its content of type `type`:
   * the bytes are kept for 'Visualizza', the document is prepended to the list.
   */
  upload: (file: File, type: AcceptedMimeType) => Promise<UploadOutcome>;
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
      upload: async (file, type) => {
        if (get().uploadStatus === 'uploading') return { status: 'busy' };
        set({ uploadStatus: 'uploading' });
        const [bytes] = await Promise.all([readBytes(file), simulateDelay()]);
        if (bytes === undefined) {
          set({ uploadStatus: 'idle' });
          return { status: 'unreadable' };
        }
        const document = documentFromFile(file, type, newId('upload'), new Date());
        const fileKept = await documentFilesOf(profile).keep(document.id, bytes, type);
        set((state) => ({ documents: [document, ...state.documents], uploadStatus: 'idle' }));
        return { status: 'done', document, fileKept };
      },
      reset: () => set({ documents: initialDocumentsState(profile).documents }),
    }),
    { ...persistence, partialize: (state) => ({ documents: state.documents }) },
  ),
);
