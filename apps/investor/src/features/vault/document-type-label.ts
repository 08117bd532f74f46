import { type DocumentType } from '@traguardo/domain/entities';

export const documentTypeLabel: Readonly<Record<DocumentType, string>> = {
  estate: 'Successione',
  insurance: 'Assicurazione',
  tax: 'Fiscale',
  property: 'Immobile',
  pension: 'Pensione',
};
