import { type DocumentType } from '@traguardo/domain/entities';

export const documentTypeLabel: Readonly<Record<DocumentType, string>> = {
  estate: 'Successione',
  insurance: 'Assicurazione',
  tax: 'Fiscale',
  property: 'Immobile',
  pension: 'Pensione',
};

/** The document types as a select offers them, in the order of the list above. */
export const documentTypeOptions = Object.entries(documentTypeLabel).map(([value, label]) => ({
  value,
  label,
}));

/** The document type a select's value names, if it names one. */
export function documentTypeOf(value: string): DocumentType | undefined {
  return Object.keys(documentTypeLabel).find((type): type is DocumentType => type === value);
}
