import { describe, expect, it } from 'vitest';
import { type ColumnMapping, layoutKey, proposeMapping } from './column-mapping';
import { mappingProblems, parseMappingProfile } from './mapping-profile';

const header = ['Data contabile', 'Data valuta', 'Descrizione', 'Accrediti', 'Addebiti'];

describe('parseMappingProfile', () => {
  it('takes back a stored profile, and refuses what is not one', () => {
    const stored = JSON.parse(
      JSON.stringify({ layoutKey: layoutKey(header), mapping: proposeMapping(header) }),
    );
    expect(parseMappingProfile(stored)).toEqual(stored);
    expect(
      parseMappingProfile({
        layoutKey: 'x',
        mapping: {
          date: -1,
          valueDate: null,
          description: [],
          amount: { kind: 'signed', column: 1 },
        },
      }),
    ).toBeUndefined();
    expect(
      parseMappingProfile({
        layoutKey: 'x',
        mapping: {
          date: 0,
          valueDate: null,
          description: [],
          amount: { kind: 'total', column: 1 },
        },
      }),
    ).toBeUndefined();
    expect(parseMappingProfile('data | importo')).toBeUndefined();
  });
});

describe('mappingProblems', () => {
  it('is empty for the proposal', () => {
    const mapping = proposeMapping(header);
    expect(mapping && mappingProblems(mapping, header.length)).toEqual([]);
  });

  it('names a column past the last one and a column given two roles', () => {
    const mapping: ColumnMapping = {
      date: 0,
      valueDate: 0,
      description: [2, 7],
      amount: { kind: 'credit-debit', credit: 3, debit: 3 },
    };
    expect(mappingProblems(mapping, header.length)).toEqual([
      'La colonna 8 non esiste: il file ne ha 5.',
      'La colonna 1 è scelta per due ruoli diversi.',
      'La colonna 4 è scelta per due ruoli diversi.',
    ]);
  });
});
