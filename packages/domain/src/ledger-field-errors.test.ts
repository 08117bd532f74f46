import { describe, expect, it } from 'vitest';
import { fieldErrors } from './ledger-field-errors';

describe('fieldErrors', () => {
  it('keeps the first message of each field, by its top-level name', () => {
    expect(
      fieldErrors([
        { field: 'name', message: 'Scrivi un nome.' },
        { field: 'name', message: 'Il nome è troppo lungo.' },
        { field: 'openingDate.value', message: 'Scrivi una data valida (gg/mm/aaaa).' },
        { field: '', message: 'Dati incompleti o non validi.' },
      ]),
    ).toEqual({
      name: 'Scrivi un nome.',
      openingDate: 'Scrivi una data valida (gg/mm/aaaa).',
      '': 'Dati incompleti o non validi.',
    });
  });

  it('is empty without problems', () => {
    expect(fieldErrors([])).toEqual({});
  });
});
