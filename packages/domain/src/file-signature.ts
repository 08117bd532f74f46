import { type AcceptedMimeType, UPLOAD_FORMATS } from './upload-formats';

/** How many leading bytes `detectFileSignature` needs to look at. */
export const FILE_SIGNATURE_BYTES = 8;

// A file is what its first bytes say (each format's signature in upload-formats.ts),
// whatever its name or the type the browser guessed from that name.

/**
 * The accepted format whose signature opens `head` (the first bytes of a file), or
 * undefined when the content is none of them (a renamed program, a text file, nothing).
 */
export function detectFileSignature(head: Uint8Array): AcceptedMimeType | undefined {
  for (const { mimeType, signature } of UPLOAD_FORMATS) {
    if (signature.length <= head.length && signature.every((byte, index) => head[index] === byte)) {
      return mimeType;
    }
  }
  return undefined;
}
