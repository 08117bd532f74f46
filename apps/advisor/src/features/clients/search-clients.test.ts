import { describe, expect, it } from 'vitest';
import { createClient } from '@traguardo/domain/testing/factories';
import { normalizeText } from '@traguardo/domain/coach';
import { createClientSearch, foldText } from './search-clients';

const clients = [
  createClient({ id: 'c1', name: 'Mario Rossi' }),
  createClient({ id: 'c2', name: 'Nicolò Bianchi' }),
  createClient({ id: 'c3', name: 'Élodie Verdi' }),
];

const search = createClientSearch(clients);

function ids(query: string): string[] {
  return search(query).map((c) => c.id);
}

describe('createClientSearch', () => {
  it('keeps every client for an empty or blank query', () => {
    expect(ids('')).toEqual(['c1', 'c2', 'c3']);
    expect(ids('   ')).toEqual(['c1', 'c2', 'c3']);
  });

  it('ignores case', () => {
    expect(ids('ROSSI')).toEqual(['c1']);
  });

  it('ignores accents in both the query and the name', () => {
    expect(ids('nicolo')).toEqual(['c2']);
    expect(ids('NICOLÒ')).toEqual(['c2']);
    expect(ids('elodie')).toEqual(['c3']);
  });

  it('matches any part of the name and trims the query', () => {
    expect(ids('  bian ')).toEqual(['c2']);
    expect(ids('i')).toEqual(['c1', 'c2', 'c3']);
  });

  it('finds nobody for an unknown name', () => {
    expect(ids('Zanetti')).toEqual([]);
  });

  it('gives back the very list for an empty query, so nothing downstream re-renders', () => {
    expect(search('')).toBe(clients);
  });
});

describe('createClientSearch, words and email', () => {
  const book = [
    createClient({ id: 'm', name: 'Marco Rossi', email: 'marco.rossi@email.it' }),
    createClient({ id: 'g', name: 'Giulia Rossini', email: 'giulia@studio.it' }),
  ];
  const find = createClientSearch(book);

  it('finds a client by its words in any order', () => {
    expect(find('rossi marco').map((c) => c.id)).toEqual(['m']);
    expect(find('  Rossi   Giulia ').map((c) => c.id)).toEqual(['g']);
  });

  it('finds a client by email', () => {
    expect(find('giulia@studio').map((c) => c.id)).toEqual(['g']);
    expect(find('marco.rossi@email.it').map((c) => c.id)).toEqual(['m']);
  });
});

describe('foldText', () => {
  it('folds as normalizeText does, plain ASCII and accented text alike', () => {
    const texts = [
      'Mario ROSSI',
      'anna.neri+studio@Email.IT',
      'Nicolò Bianchi',
      'ÉLODIE',
      'İstanbul',
      'Straße',
      '  Spazi  ',
      '',
    ];
    expect(texts.map(foldText)).toEqual(texts.map(normalizeText));
  });
});
