import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientSortParams, readClientSort, sortClients } from './client-sort';
import { clientArbitrary } from './testing/arbitraries';
import { createClient } from './testing/factories';

const book = [
  createClient({
    id: 'a',
    name: 'Zeno Blu',
    status: 'green',
    netWorth: 10,
    lastContact: '2026-01-02',
  }),
  createClient({
    id: 'b',
    name: 'Ada Neri',
    status: 'red',
    netWorth: 30,
    lastContact: '2025-12-01',
  }),
  createClient({
    id: 'c',
    name: 'élia Verdi',
    status: 'yellow',
    netWorth: 20,
    lastContact: '2026-03-01',
  }),
];
const ids = (list: readonly { id: string }[]) => list.map((c) => c.id);

describe('sortClients', () => {
  it('sorts by any column, either way', () => {
    expect(ids(sortClients(book, { key: 'name', direction: 'asc' }))).toEqual(['b', 'c', 'a']);
    expect(ids(sortClients(book, { key: 'netWorth', direction: 'desc' }))).toEqual(['b', 'c', 'a']);
    expect(ids(sortClients(book, { key: 'status', direction: 'asc' }))).toEqual(['b', 'c', 'a']);
    expect(ids(sortClients(book, { key: 'lastContact', direction: 'asc' }))).toEqual([
      'b',
      'a',
      'c',
    ]);
  });

  it('is a stable permutation: the same clients, ties in the book’s order', () => {
    fc.assert(
      fc.property(fc.array(clientArbitrary, { maxLength: 30 }), (clients) => {
        const sorted = sortClients(clients, { key: 'savingsRate', direction: 'asc' });
        // Each client exactly once (by reference: two clients may share every field).
        const places = sorted.map((client) => clients.indexOf(client)).sort((a, b) => a - b);
        expect(places).toEqual(clients.map((_, index) => index));
        for (let i = 1; i < sorted.length; i++) {
          const [prev, next] = [sorted[i - 1], sorted[i]];
          if (prev === undefined || next === undefined) continue;
          expect(prev.savingsRate).toBeLessThanOrEqual(next.savingsRate);
          if (prev.savingsRate === next.savingsRate) {
            expect(clients.indexOf(prev)).toBeLessThan(clients.indexOf(next));
          }
        }
      }),
    );
  });
});

describe('the sort in the address', () => {
  it('reads back what it writes, and ignores an unknown sort', () => {
    const sort = { key: 'investmentFee', direction: 'desc' } as const;
    expect(readClientSort(new URLSearchParams(clientSortParams(sort)))).toEqual(sort);
    expect(readClientSort(new URLSearchParams('ordina=password'))).toBeUndefined();
    expect(clientSortParams(undefined)).toEqual([]);
  });
});
