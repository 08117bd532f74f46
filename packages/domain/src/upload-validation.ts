import { LOCALE, UPLOAD_MAX_BYTES, UPLOAD_MAX_MB, UPLOAD_NAME_MAX_LENGTH } from './constants';
import { detectFileSignature, FILE_SIGNATURE_BYTES } from './file-signature';
import { charactersOver } from './text-length';
import {
  type AcceptedMimeType,
  FORMAT_LABEL,
  UPLOAD_ACCEPTED_EXTENSIONS,
  UPLOAD_ACCEPTED_LABEL,
  UPLOAD_ACCEPTED_MIME_TYPES,
} from './upload-formats';

export type UploadProblem = { title: string; description: string };

type FileFacts = Pick<File, 'name' | 'size' | 'type'>;

function isAccepted<T extends string>(list: readonly T[], value: string): boolean {
  return (list as readonly string[]).includes(value);
}

const unsupported: UploadProblem = {
  title: 'Formato non supportato',
  description: `Sono accettati solo ${UPLOAD_ACCEPTED_LABEL}.`,
};

/**
 * Why a file cannot go into the vault by what its name, type and size say, or undefined
 * when it can. Both the extension and the browser's MIME type must be accepted: a
 * renamed .exe often still reports its own type. An empty MIME type is tolerated
 * because some systems do not report one; the content is checked next anyway.
 */
export function validateUpload(file: FileFacts): UploadProblem | undefined {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  const typeOk =
    isAccepted(UPLOAD_ACCEPTED_EXTENSIONS, extension) &&
    (file.type === '' || isAccepted(UPLOAD_ACCEPTED_MIME_TYPES, file.type));
  if (!typeOk) return unsupported;
  if (charactersOver(file.name, UPLOAD_NAME_MAX_LENGTH) > 0) {
    return {
      title: 'Nome del file troppo lungo',
      description: `Il nome può avere al massimo ${UPLOAD_NAME_MAX_LENGTH} caratteri: rinomina il file e riprova.`,
    };
  }
  if (file.size > UPLOAD_MAX_BYTES) {
    return { title: 'File troppo grande', description: `Il limite è ${UPLOAD_MAX_MB} MB.` };
  }
  if (file.size === 0) {
    return { title: 'File vuoto', description: 'Il file selezionato non contiene dati.' };
  }
  return undefined;
}

/** A file that was picked but cannot be read any more (moved, deleted, changed). */
export const unreadableFile: UploadProblem = {
  title: 'File non leggibile',
  description: 'Il file non si può leggere: forse è stato spostato o modificato. Riprova.',
};

// 'PDF, JPG o PNG'
const anyAcceptedFormat = new Intl.ListFormat(LOCALE, { type: 'disjunction' }).format(
  UPLOAD_ACCEPTED_MIME_TYPES.map((type) => FORMAT_LABEL[type]),
);

export type UploadCheck =
  { ok: true; type: AcceptedMimeType } | { ok: false; problem: UploadProblem };

/**
 * The whole check of a picked file: name, type and size first, then its first bytes,
 * which must open like a real PDF, JPG or PNG (a renamed program does not). Answers the
 * format the content really has, which is the one the file is stored and opened as.
 */
export async function checkUpload(file: File): Promise<UploadCheck> {
  const problem = validateUpload(file);
  if (problem !== undefined) return { ok: false, problem };
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, FILE_SIGNATURE_BYTES).arrayBuffer());
  } catch {
    return { ok: false, problem: unreadableFile };
  }
  const type = detectFileSignature(head);
  if (type === undefined) {
    return {
      ok: false,
      problem: {
        title: unsupported.title,
        description: `Il contenuto del file non è un ${anyAcceptedFormat} valido, anche se il nome lo fa pensare.`,
      },
    };
  }
  return { ok: true, type };
}
