import { type UPLOAD_ACCEPTED_MIME_TYPES } from './constants';

export type AcceptedMimeType = (typeof UPLOAD_ACCEPTED_MIME_TYPES)[number];

/** How many leading bytes `detectFileSignature` needs to look at. */
export const FILE_SIGNATURE_BYTES = 8;

// The "magic numbers" that open each accepted format: a file is what its bytes say,
// whatever its name or the type the browser guessed from that name.
const signatures: readonly (readonly [AcceptedMimeType, readonly number[]])[] = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
];

/**
 * The accepted format whose signature opens `head` (the first bytes of a file), or
 * undefined when the content is none of them (a renamed program, a text file, nothing).
 */
export function detectFileSignature(head: Uint8Array): AcceptedMimeType | undefined {
  for (const [type, magic] of signatures) {
    if (magic.length <= head.length && magic.every((byte, index) => head[index] === byte)) {
      return type;
    }
  }
  return undefined;
}

/** How the user calls a detected format: 'PDF', 'PNG', 'JPG'. */
export const FORMAT_LABEL: Readonly<Record<AcceptedMimeType, string>> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPG',
};
