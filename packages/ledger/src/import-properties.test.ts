import { utf8 } from '@traguardo/bank-import/testing/bytes';
import { movementArbitrary } from '@traguardo/bank-import/testing/movements';
import { type CsvLayout, writeCsvStatement } from '@traguardo/bank-import/write-csv-statement';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addAccount } from './account-commands';
import { exportBackup } from './backup';
import { undoImport } from './import-commands';
import { deleteLedger, openLedger } from './ledger-database';
import { importFile } from './testing/import-file';
import { addTransaction } from './transaction-commands';

// Properties of import ∘ parse, over generated statements in every CSV layout.

const layout = fc.constantFrom<CsvLayout>(
  'importo-eur',
  'entrate-uscite',
  'dare-avere',
  'plain-comma',
);
const statement = fc.array(movementArbitrary, { minLength: 1, maxLength: 25 });

async function withLedger(
  run: (db: ReturnType<typeof openLedger>, accountId: string) => Promise<void>,
) {
  const db = openLedger('own');
  try {
    const account = await addAccount(db, {
      name: 'Conto',
      bank: '',
      type: 'checking',
      openingBalance: 0,
      openingDate: '2025-01-01',
    });
    await run(db, account.id);
  } finally {
    db.close();
    await deleteLedger('own');
  }
}

const pairs = (rows: { date: string; amount: number }[]) =>
  rows.map((r) => `${r.date} ${r.amount}`).sort();

describe('import ∘ parse', () => {
  it('never changes an amount or a date, and keeps identical rows as many times as they are', async () => {
    await fc.assert(
      fc.asyncProperty(
        statement,
        layout,
        fc.integer({ min: 1, max: 4 }),
        async (rows, how, copies) => {
          const withCopies = [
            ...rows,
            ...Array.from({ length: copies }, () => rows[0]).flatMap((r) => (r ? [r] : [])),
          ];
          await withLedger(async (db, accountId) => {
            await importFile(db, accountId, utf8(writeCsvStatement(withCopies, how)));
            const stored = await db.transactions.toArray();
            expect(pairs(stored)).toEqual(
              pairs(withCopies.map((m) => ({ date: m.date, amount: m.amountCents }))),
            );
          });
        },
      ),
      { numRuns: 25 },
    );
  });

  it('importing twice equals importing once', async () => {
    await fc.assert(
      fc.asyncProperty(statement, layout, async (rows, how) => {
        await withLedger(async (db, accountId) => {
          const bytes = utf8(writeCsvStatement(rows, how));
          await importFile(db, accountId, bytes);
          const once = (await exportBackup(db)).tables.transactions;
          const again = await importFile(db, accountId, bytes);
          expect(again.counts.new).toBe(0);
          expect(again.batch).toBeNull();
          expect((await exportBackup(db)).tables.transactions).toEqual(once);
        });
      }),
      { numRuns: 25 },
    );
  });

  it('undo restores the ledger exactly', async () => {
    await fc.assert(
      fc.asyncProperty(statement, statement, layout, async (hand, rows, how) => {
        await withLedger(async (db, accountId) => {
          for (const m of hand.slice(0, 5)) {
            await addTransaction(db, {
              accountId,
              date: m.date,
              description: m.description,
              amount: m.amountCents,
              categoryId: 'altro',
              recurring: false,
            });
          }
          const before = await exportBackup(db, new Date(0));
          const { batch } = await importFile(
            db,
            accountId,
            utf8(writeCsvStatement(rows, how)),
            'x.csv',
            (planned) => planned.map((row) => ({ ...row, included: true })),
          );
          if (batch !== null) await undoImport(db, batch.id);
          expect(await exportBackup(db, new Date(0))).toEqual(before);
        });
      }),
      { numRuns: 25 },
    );
  });
});
