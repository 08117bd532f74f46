import { create } from 'zustand';
import { normalizeText } from '@traguardo/domain/coach';
import {
  type DocumentStatus,
  type DocumentType,
  type VaultDocument,
} from '@traguardo/domain/entities';
import { simulateDelay } from '@traguardo/domain/simulated-delay';
import { vaultDocuments } from '@traguardo/sample-data/documents';

export type UploadStatus = 'idle' | 'uploading';

type DocumentsState = {
  documents: VaultDocument[];
  uploadStatus: UploadStatus;
  /** Simulates storing a file that already passed validation; resolves with the new document. */
  upload: (file: File) => Promise<VaultDocument | undefined>;
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

/** Today's local date as yyyy-mm-dd. */
function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function formatName(file: File): string {
  const extension = file.name.split('.').pop()?.toUpperCase() ?? '';
  if (file.type === 'application/pdf') return 'PDF';
  if (file.type === 'image/png') return 'PNG';
  if (file.type === 'image/jpeg') return 'JPG';
  return extension === 'JPEG' ? 'JPG' : extension;
}

let nextId = 0;

/** The vault entry of an uploaded file: its own name and size, dated today, complete. */
export function documentFromFile(file: File, now: Date = new Date()): VaultDocument {
  nextId += 1;
  return {
    id: `upload-${now.getTime()}-${nextId}`,
    name: file.name,
    type: documentTypeFromName(file.name),
    uploadDate: localIsoDate(now),
    size: file.size,
    status: 'complete',
    description: `Caricato da te (${formatName(file)}), conservato in modo sicuro.`,
  };
}

export function countByStatus(documents: readonly VaultDocument[]): Record<DocumentStatus, number> {
  const counts: Record<DocumentStatus, number> = { complete: 0, review_needed: 0 };
  for (const document of documents) counts[document.status] += 1;
  return counts;
}

export function initialDocumentsState(): Pick<DocumentsState, 'documents' | 'uploadStatus'> {
  return { documents: [...vaultDocuments], uploadStatus: 'idle' };
}

export const useDocumentsStore = create<DocumentsState>()((set, get) => ({
  ...initialDocumentsState(),
  upload: async (file) => {
    if (get().uploadStatus === 'uploading') return undefined;
    set({ uploadStatus: 'uploading' });
    await simulateDelay();
    const document = documentFromFile(file);
    set((state) => ({ documents: [document, ...state.documents], uploadStatus: 'idle' }));
    return document;
  },
}));
