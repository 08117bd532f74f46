import { describe, expect, it } from 'vitest';
import { openLedger } from './ledger-database';
import { findTransactions, matchTransactions } from './transaction-queries';
import { addTransaction, deleteTransaction } from './transaction-commands';
import { writeSampleLedger } from './testing/sample-ledger';

function descriptions(rows: readonly { description: string }[]): string[] {
  return rows.map((row) => row.description);
}

describe('findTransactions', () => {
  it('lists every movement, newest first', async () => {
    const db = openLedger('own');
    await writeSampleLedger(db);
    expect(descriptions(await findTransactions(db))).toEqual([
      'Caffè città',
      'Scarpe',
      'Spesa al supermercato',
      'Stipendio gennaio',
      'Affitto',
    ]);
    expect((await matchTransactions(db)).count).toBe(5);
  });

  it('filters by account, month, category and text, alone or together', async () => {
    const db = openLedger('own');
    const { card, checking } = await writeSampleLedger(db);
    expect(descriptions(await findTransactions(db, { accountId: card.id }))).toEqual([
      'Caffè città',
      'Scarpe',
    ]);
    expect(descriptions(await findTransactions(db, { month: '2025-01' }))).toEqual([
      'Stipendio gennaio',
      'Affitto',
    ]);
    expect(descriptions(await findTransactions(db, { categoryId: 'cibo' }))).toEqual([
      'Caffè città',
      'Spesa al supermercato',
    ]);
    expect(
      descriptions(
        await findTransactions(db, {
          accountId: checking.id,
          categoryId: 'cibo',
          month: '2025-02',
        }),
      ),
    ).toEqual(['Spesa al supermercato']);
    // Any case, accents or not, description or note.
    expect(descriptions(await findTransactions(db, { text: 'CITTA' }))).toEqual(['Caffè città']);
    expect(descriptions(await findTransactions(db, { text: 'saldi' }))).toEqual(['Scarpe']);
    expect(descriptions(await findTransactions(db, { text: 'spesa super' }))).toEqual([
      'Spesa al supermercato',
    ]);
    expect((await matchTransactions(db, { categoryId: 'cibo', text: 'caffè' })).count).toBe(1);
    expect(await findTransactions(db, { month: '2024-12' })).toEqual([]);
  });

  it('pages through the list without gaps or repeats', async () => {
    const db = openLedger('own');
    await writeSampleLedger(db);
    const all = await findTransactions(db);
    const pages = [
      await findTransactions(db, {}, { offset: 0, limit: 2 }),
      await findTransactions(db, {}, { offset: 2, limit: 2 }),
      await findTransactions(db, {}, { offset: 4, limit: 2 }),
    ];
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual(all);
  });
});

describe('matchTransactions', () => {
  it("answers every match's count and the page that findTransactions answers", async () => {
    const db = openLedger('own');
    const { card } = await writeSampleLedger(db);
    const filters = [
      {},
      { accountId: card.id },
      { categoryId: 'cibo', month: '2025-02' },
      { text: 'spesa' },
      { text: 'a', accountId: card.id },
      { text: 'nessuna parola così' },
    ];
    for (const filter of filters) {
      for (const page of [{}, { offset: 1, limit: 2 }]) {
        expect(await matchTransactions(db, filter, page)).toEqual({
          count: (await findTransactions(db, filter, { limit: 1000 })).length,
          rows: await findTransactions(db, filter, page),
        });
      }
    }
    // The count is every match, not the page's.
    const { count, rows } = await matchTransactions(db, { text: 'a' }, { limit: 2 });
    expect([count, rows.length]).toEqual([5, 2]);
  });

  it('answers what was written since the last search, not what the memory held', async () => {
    const db = openLedger('own');
    const { card } = await writeSampleLedger(db);
    const search = async () =>
      (await matchTransactions(db, { text: 'spesa' })).rows.map((t) => t.description);
    expect(await search()).toEqual(['Spesa al supermercato']);
    const added = await addTransaction(db, {
      accountId: card.id,
      date: '2025-03-01',
      description: 'Spesa al mercato',
      amount: -1200,
      categoryId: 'cibo',
      recurring: false,
    });
    expect(await search()).toEqual(['Spesa al mercato', 'Spesa al supermercato']);
    await deleteTransaction(db, added.id);
    expect(await search()).toEqual(['Spesa al supermercato']);
  });
});
