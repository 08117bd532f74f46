import {
  UPLOAD_ACCEPTED_EXTENSIONS,
  UPLOAD_ACCEPTED_LABEL,
  UPLOAD_ACCEPTED_MIME_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_MB,
} from '@traguardo/domain/constants';

export type UploadProblem = { title: string; description: string };

type FileFacts = Pick<File, 'name' | 'size' | 'type'>;

function isAccepted<T extends string>(list: readonly T[], value: string): boolean {
  return (list as readonly string[]).includes(value);
}

/**
 * Why a file cannot go into the vault, or undefined when it can. Both the extension and
 * the browser's MIME type must be accepted: a renamed .exe still reports its own type.
 * An empty MIME type is tolerated because some systems do not report one.
 */
export function validateUpload(file: FileFacts): UploadProblem | undefined {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  const typeOk =
    isAccepted(UPLOAD_ACCEPTED_EXTENSIONS, extension) &&
    (file.type === '' || isAccepted(UPLOAD_ACCEPTED_MIME_TYPES, file.type));
  if (!typeOk) {
    return {
      title: 'Formato non supportato',
      description: `Sono accettati solo ${UPLOAD_ACCEPTED_LABEL}.`,
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
