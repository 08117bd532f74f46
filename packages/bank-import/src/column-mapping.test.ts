import { describe, expect, it } from 'vitest';
import { layoutKey, proposeMapping } from './column-mapping';

describe('proposeMapping', () => {
  it('Intesa-like: booking date over value date, Accrediti/Addebiti, both descriptions', () => {
    const header = [
      'Data contabile',
      'Data valuta',
      'Descrizione',
      'Accrediti',
      'Addebiti',
      'Descrizione estesa',
    ];
    expect(proposeMapping(header)).toEqual({
      date: 0,
      valueDate: 1,
      description: [2, 5],
      amount: { kind: 'credit-debit', credit: 3, debit: 4 },
    });
  });

  it('UniCredit-like: one signed "Importo (EUR)"', () => {
    expect(
      proposeMapping(['Data Registrazione', 'Data valuta', 'Descrizione', 'Importo (EUR)']),
    ).toEqual({
      date: 0,
      valueDate: 1,
      description: [2],
      amount: { kind: 'signed', column: 3 },
    });
  });

  it('ING-like: Entrate/Uscite, the value date listed first', () => {
    expect(
      proposeMapping([
        'Data valuta',
        'Data contabile',
        'Causale',
        'Descrizione operazione',
        'Entrate',
        'Uscite',
      ]),
    ).toEqual({
      date: 1,
      valueDate: 0,
      description: [2, 3],
      amount: { kind: 'credit-debit', credit: 4, debit: 5 },
    });
  });

  it('an amount with a Dare/Avere or Segno column', () => {
    expect(
      proposeMapping(['Data operazione', 'Descrizione', 'Importo', 'Dare/Avere'])?.amount,
    ).toEqual({
      kind: 'indicator',
      column: 2,
      indicator: 3,
    });
    expect(proposeMapping(['Segno', 'Importo', 'Data', 'Causale'])).toEqual({
      date: 2,
      valueDate: null,
      description: [3],
      amount: { kind: 'indicator', column: 1, indicator: 0 },
    });
  });

  it('Dare and Avere as two columns are a debit/credit pair', () => {
    expect(proposeMapping(['Data', 'Descrizione', 'Dare', 'Avere'])?.amount).toEqual({
      kind: 'credit-debit',
      credit: 3,
      debit: 2,
    });
  });

  it('falls back to the cells when a header word is unknown, and to the value date', () => {
    expect(
      proposeMapping(
        ['Valuta', 'Operazione', 'Euro'],
        [
          ['01/02/2024', 'Bar', '-4,50'],
          ['02/02/2024', 'Pane', '-2,10'],
        ],
      ),
    ).toEqual({ date: 0, valueDate: null, description: [], amount: { kind: 'signed', column: 2 } });
  });

  it('proposes nothing without a date or an amount', () => {
    expect(proposeMapping(['Nome', 'Cognome'], [['Anna', 'Bianchi']])).toBeUndefined();
  });
});

describe('layoutKey', () => {
  it('is the same for the same layout whatever the case, accents and spacing', () => {
    expect(layoutKey(['Data contabile', 'Importo (EUR)'])).toBe(
      layoutKey([' DATA  CONTABILE ', 'Importo']),
    );
    expect(layoutKey(['Data', 'Importo'])).not.toBe(layoutKey(['Data', 'Descrizione', 'Importo']));
  });

  it('survives a JSON round trip with the mapping (a saved profile)', () => {
    const mapping = proposeMapping(['Data', 'Descrizione', 'Importo']);
    expect(
      JSON.parse(JSON.stringify({ key: layoutKey(['Data', 'Descrizione', 'Importo']), mapping })),
    ).toEqual({
      key: 'data | descrizione | importo',
      mapping,
    });
  });
});
