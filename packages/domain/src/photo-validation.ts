import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MB } from './constants';
import { detectFileSignature, FILE_SIGNATURE_BYTES } from './file-signature';
import { type AcceptedMimeType } from './upload-formats';

/** The image formats a profile photo may be: the vault's JPG and PNG. */
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png'] as const satisfies AcceptedMimeType[];

/** The photo picker's `accept`: a hint to the system's picker, never the check itself. */
export const PHOTO_ACCEPT_ATTRIBUTE = '.jpg,.jpeg,.png,image/jpeg,image/png';

export const PHOTO_ERROR_MESSAGES = {
  notImage: 'Il file scelto non è un’immagine JPG o PNG: scegli una foto.',
  tooLarge: `La foto supera ${UPLOAD_MAX_MB} MB: scegline una più leggera.`,
  empty: 'Il file scelto è vuoto: scegli una foto.',
  unreadable: 'Il file non si può leggere: forse è stato spostato. Riprova.',
} as const;

export type PhotoCheck = { ok: true } | { ok: false; message: string };

function isPhotoType(type: AcceptedMimeType | undefined): boolean {
  return (PHOTO_MIME_TYPES as readonly string[]).includes(type ?? '');
}

/**
 * Whether a picked file is a real JPG or PNG photo: judged by its first bytes (its
 * signature), whatever its name or the type the browser guessed, so `virus.exe` or a
 * program renamed `foto.png` is refused with an Italian message.
 */
export async function checkPhoto(file: Pick<File, 'size' | 'slice'>): Promise<PhotoCheck> {
  if (file.size === 0) return { ok: false, message: PHOTO_ERROR_MESSAGES.empty };
  if (file.size > UPLOAD_MAX_BYTES) return { ok: false, message: PHOTO_ERROR_MESSAGES.tooLarge };
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, FILE_SIGNATURE_BYTES).arrayBuffer());
  } catch {
    return { ok: false, message: PHOTO_ERROR_MESSAGES.unreadable };
  }
  return isPhotoType(detectFileSignature(head))
    ? { ok: true }
    : { ok: false, message: PHOTO_ERROR_MESSAGES.notImage };
}
