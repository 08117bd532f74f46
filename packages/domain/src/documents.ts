import { todayLocalDate } from './calendar-date';
import { normalizeText } from './coach';
import { type DocumentStatus, type DocumentType, type VaultDocument } from './entities';
import { type AcceptedMimeType, FORMAT_LABEL } from './upload-formats';

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

/**
 * The vault entry of an uploaded file: its own name and size, dated today, complete, of the
 * document type the user chose (guessed from its name when not).
 */
export function documentFromFile(
  file: { name: string; size: number },
  type: AcceptedMimeType,
  id: string,
  now: Date,
  documentType: DocumentType = documentTypeFromName(file.name),
): VaultDocument {
  return {
    id,
    name: file.name,
    type: documentType,
    uploadDate: todayLocalDate(now),
    size: file.size,
    status: 'complete',
    description: `Caricato da te (${FORMAT_LABEL[type]}), conservato in modo sicuro.`,
  };
}

/**
 * The document already in the vault that a new file repeats: the same name and the same size
 * (the bytes themselves are not compared: hashing a 10 MB file for this is not worth its wait).
 */
export function findDuplicate(
  documents: readonly VaultDocument[],
  file: { name: string; size: number },
): VaultDocument | undefined {
  return documents.find((document) => document.name === file.name && document.size === file.size);
}

export function countByStatus(documents: readonly VaultDocument[]): Record<DocumentStatus, number> {
  const counts: Record<DocumentStatus, number> = { complete: 0, review_needed: 0 };
  for (const document of documents) counts[document.status] += 1;
  return counts;
}
