// The one list of the file formats the vault accepts: every other form of it (the
// picker's `accept`, the checks, the labels the user reads, the stored file's type) is
// derived from here, so a new format is added once.

export const UPLOAD_FORMATS = [
  {
    mimeType: 'application/pdf',
    label: 'PDF',
    extensions: ['pdf'],
    // The "magic number" that opens the format: %PDF-
    signature: [0x25, 0x50, 0x44, 0x46, 0x2d],
  },
  {
    mimeType: 'image/jpeg',
    label: 'JPG',
    extensions: ['jpg', 'jpeg'],
    signature: [0xff, 0xd8, 0xff],
  },
  {
    mimeType: 'image/png',
    label: 'PNG',
    extensions: ['png'],
    signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  },
] as const;

type UploadFormat = (typeof UPLOAD_FORMATS)[number];

export type AcceptedMimeType = UploadFormat['mimeType'];

export const UPLOAD_ACCEPTED_MIME_TYPES = UPLOAD_FORMATS.map((format) => format.mimeType) as [
  AcceptedMimeType,
  ...AcceptedMimeType[],
];

export const UPLOAD_ACCEPTED_EXTENSIONS: readonly string[] = UPLOAD_FORMATS.flatMap(
  (format) => format.extensions,
);

/** How the accepted types are named to the user: 'PDF, JPG, PNG'. */
export const UPLOAD_ACCEPTED_LABEL = UPLOAD_FORMATS.map((format) => format.label).join(', ');

/** The file picker's `accept`: extensions and MIME types both, as systems differ. */
export const UPLOAD_ACCEPT_ATTRIBUTE = [
  ...UPLOAD_ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`),
  ...UPLOAD_ACCEPTED_MIME_TYPES,
].join(',');

/** How the user calls a format: 'PDF', 'PNG', 'JPG'. */
export const FORMAT_LABEL = Object.fromEntries(
  UPLOAD_FORMATS.map((format) => [format.mimeType, format.label]),
) as Readonly<Record<AcceptedMimeType, string>>;
