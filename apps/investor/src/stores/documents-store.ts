import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { normalizeText } from '@traguardo/domain/coach';
import {
  type DocumentStatus,
  type DocumentType,
  type VaultDocument,
} from '@traguardo/domain/entities';
import { type AcceptedMimeType, FORMAT_LABEL } from '@traguardo/domain/file-signature';
import { simulateDelay } from '@traguardo/domain/simulated-delay';
import { vaultDocuments } from '@traguardo/sample-data/documents';
import { persistOptions, syncAcrossTabs } from '@traguardo/ui/persisted-store';
import { type FileKept, keepDocumentFile } from './document-files';
import { newId } from './new-id';
import { DOCUMENTS_STORAGE } from './storage';

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
  /** Back to the sample documents (the demo reset; the files are cleared apart). */
  reset: () => void;
};

// A new file is filed by the words of its name; anything unrecognised is kept with taxes,
// the most common paperwork a private investor uploads.
const typeKeywords: readonly (readonly [DocumentType, readonly string[]])[] = [
  ['pension', ['pension', 'previdenz', 'tfr']],
  ['insurance', ['assicura', 'polizz', 'insurance']],
  ['property', ['casa', 'rogito', 'mutuo', 'catast', 'immobil', 'affitt']],
  ['estate', ['testament', 'succession', 'eredit', 'procura']],
];

export function documentTypeFromName(fileName: string): DocumentType {
  const name = normalizeText(fileName);
  for (const [type, stems] of typeKeywords) {
    if (stems.some((stem) => name.includes(stem))) return type;
  }
  return 'tax';
}

/** The vault entry of an uploaded file: its own name and size, dated today, complete. */
export function documentFromFile(
  file: Pick<File, 'name' | 'size'>,
  type: AcceptedMimeType,
  now: Date = new Date(),
): VaultDocument {
  return {
    id: newId('upload'),
    name: file.name,
    type: documentTypeFromName(file.name),
    uploadDate: todayLocalDate(now),
    size: file.size,
    status: 'complete',
    description: `Caricato da te (${FORMAT_LABEL[type]}), conservato in modo sicuro.`,
  };
}

const sampleIds = new Set(vaultDocuments.map((document) => document.id));

/** Whether the user uploaded the document, so its own file can be opened. */
export function isUploadedDocument(document: Pick<VaultDocument, 'id'>): boolean {
  return !sampleIds.has(document.id);
}

export function countByStatus(documents: readonly VaultDocument[]): Record<DocumentStatus, number> {
  const counts: Record<DocumentStatus, number> = { complete: 0, review_needed: 0 };
  for (const document of documents) counts[document.status] += 1;
  return counts;
}

export function initialDocumentsState(): Pick<DocumentsState, 'documents' | 'uploadStatus'> {
  return { documents: [...vaultDocuments], uploadStatus: 'idle' };
}

async function readBytes(file: File): Promise<ArrayBuffer | undefined> {
  try {
    return await file.arrayBuffer();
  } catch {
    // Moved, deleted or changed on disk since it was picked.
    return undefined;
  }
}

export const useDocumentsStore = create<DocumentsState>()(
  persist(
    (set, get) => ({
      ...initialDocumentsState(),
      upload: async (file, type) => {
        if (get().uploadStatus === 'uploading') return { status: 'busy' };
        set({ uploadStatus: 'uploading' });
        const [bytes] = await Promise.all([readBytes(file), simulateDelay()]);
        if (bytes === undefined) {
          set({ uploadStatus: 'idle' });
          return { status: 'unreadable' };
        }
        const document = documentFromFile(file, type);
        const fileKept = await keepDocumentFile(document.id, bytes, type);
        set((state) => ({ documents: [document, ...state.documents], uploadStatus: 'idle' }));
        return { status: 'done', document, fileKept };
      },
      reset: () => set({ documents: [...vaultDocuments] }),
    }),
    persistOptions({
      ...DOCUMENTS_STORAGE,
      partialize: (state) => ({ documents: state.documents }),
    }),
  ),
);

syncAcrossTabs(useDocumentsStore);
