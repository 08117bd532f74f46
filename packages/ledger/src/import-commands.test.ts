import { rowsToWrite } from '@traguardo/bank-import/import-plan';
import type { ColumnMapping } from '@traguardo/bank-import/column-mapping';
import { utf8 } from '@traguardo/bank-import/testing/bytes';
import { SAMPLE_MOVEMENTS } from '@traguardo/bank-import/testing/movements';
import { sampleFiles } from '@traguardo/bank-import/testing/sample-files';
import { writeCsvStatement } from '@traguardo/bank-import/write-csv-statement';
import { describe, expect, it } from 'vitest';
import { addAccount } from './account-commands';
import { monthSummary } from './figure-queries';
import { commitImport, IMPORT_MESSAGES, listImportBatches, undoImport } from './import-commands';
import { openLedger } from './ledger-database';
import { mappingProfilesByLayout } from './mapping-profiles';
import { LEDGER_ERROR_MESSAGES, LedgerError } from './ledger-error';
import { importFile, previewFile } from './testing/import-file';
import { addTransaction, deleteTransaction } from './transaction-commands';

const ACCOUNT = {
  name: 'Conto corrente',
  bank: 'Banca Esempio',
  type: 'checking',
  openingBalance: 0,
  openingDate: '2025-01-01',
} as const;

async function ledgerWithAccount() {
  const db = openLedger('own');
  const account = await addAccount(db, ACCOUNT);
  return { db, accountId: account.id };
}

async function sample(name: string): Promise<Uint8Array> {
  const file = (await sampleFiles()).find((f) => f.name === name);
  if (file === undefined) throw new Error(name);
  return file.bytes;
}

const movementsOf = async (db: ReturnType<typeof openLedger>, accountId: string) =>
  (await db.transactions.where('accountId').equals(accountId).toArray()).sort((a, b) =>
    a.date === b.date ? a.amount - b.amount : a.date < b.date ? -1 : 1,
  );

describe('importing a statement into the ledger', () => {
  it.each([
    'unicredit-like.csv',
    'ing-like.csv',
    'dare-avere.csv',
    'plain-comma.csv',
    'windows-1252.csv',
    'intesa-like.xlsx',
    'ofx1-sgml.ofx',
    'ofx2-xml.qfx',
    'camt053.xml',
  ])('writes every row of %s as one batch, the same file again adds 0', async (name) => {
    const { db, accountId } = await ledgerWithAccount();
    const first = await importFile(db, accountId, await sample(name), name);
    expect(first.counts).toEqual({ new: SAMPLE_MOVEMENTS.length, present: 0, probable: 0 });
    const stored = await movementsOf(db, accountId);
    expect(stored).toHaveLength(SAMPLE_MOVEMENTS.length);
    expect(stored.reduce((sum, t) => sum + t.amount, 0)).toBe(
      SAMPLE_MOVEMENTS.reduce((sum, m) => sum + m.amountCents, 0),
    );
    expect(stored[0]?.date).toBe('2026-01-02');
    expect(stored.at(-1)?.date).toBe('2026-03-20');
    expect(new Set(stored.map((t) => t.importBatchId))).toEqual(new Set([first.batch?.id]));

    const again = await importFile(db, accountId, await sample(name), name);
    expect(again.counts).toEqual({ new: 0, present: SAMPLE_MOVEMENTS.length, probable: 0 });
    expect(again.batch).toBeNull();
    expect(await movementsOf(db, accountId)).toEqual(stored);
  });

  it('counts a movement deleted by hand after its import as already present: it does not come back', async () => {
    const { db, accountId } = await ledgerWithAccount();
    const file = await sample('unicredit-like.csv');
    await importFile(db, accountId, file);
    const [deleted, ...kept] = await movementsOf(db, accountId);
    await deleteTransaction(db, deleted?.id ?? '');

    const preview = await previewFile(db, accountId, file);
    expect(preview.counts).toEqual({ new: 0, present: SAMPLE_MOVEMENTS.length, probable: 0 });
    expect(preview.rows.filter((row) => row.included)).toEqual([]);
    await expect(
      commitImport(db, {
        fileName: 'unicredit-like.csv',
        format: 'csv',
        accountId,
        rows: rowsToWrite(preview.rows.map((row) => ({ ...row, included: true }))),
      }),
    ).rejects.toMatchObject({ message: IMPORT_MESSAGES.nothingToImport });
    expect(await movementsOf(db, accountId)).toEqual(kept);
  });

  it('adds only the new rows of an overlapping statement', async () => {
    const { db, accountId } = await ledgerWithAccount();
    await importFile(db, accountId, await sample('unicredit-like.csv'));
    const overlap = await importFile(db, accountId, await sample('unicredit-like-overlap.csv'));
    expect(overlap.counts).toEqual({ new: 3, present: 8, probable: 0 });
    expect(await movementsOf(db, accountId)).toHaveLength(SAMPLE_MOVEMENTS.length + 3);
  });

  it('gives each row its category by the rules and flags the monthly ones recurring', async () => {
    const { db, accountId } = await ledgerWithAccount();
    await importFile(db, accountId, await sample('unicredit-like.csv'));
    const stored = await movementsOf(db, accountId);
    const of = (description: string) => stored.filter((t) => t.description === description);
    expect(of('ESSELUNGA MILANO VIA ESEMPIO').map((t) => t.categoryId)).toEqual(['cibo']);
    expect(of('NETFLIX.COM').map((t) => [t.categoryId, t.recurring])).toEqual([
      ['intrattenimento', true],
      ['intrattenimento', true],
      ['intrattenimento', true],
    ]);
    expect(of('TELEPASS PEDAGGI').map((t) => [t.categoryId, t.recurring])).toEqual([
      ['trasporti', false],
    ]);
  });

  it('flags monthly movements recurring, which the savings rate counts', async () => {
    const { db, accountId } = await ledgerWithAccount();
    const months = ['01', '02', '03'];
    const rows = [
      ...months.map((m) => ({
        date: `2026-${m}-27`,
        description: 'STIPENDIO ACME SRL',
        amountCents: 200000,
      })),
      ...months.map((m) => ({
        date: `2026-${m}-05`,
        description: 'AFFITTO VIA ROMA',
        amountCents: -70000,
      })),
      { date: '2026-02-10', description: 'RISTORANTE DA MARIO', amountCents: -5000 },
    ];
    await importFile(db, accountId, utf8(writeCsvStatement(rows, 'importo-eur')));
    const stored = await movementsOf(db, accountId);
    expect(stored.filter((t) => t.recurring).map((t) => t.description)).toHaveLength(6);
    expect(stored.find((t) => t.description === 'RISTORANTE DA MARIO')?.recurring).toBe(false);
    // (2.000 − 700) / 2.000 of February's recurring movements.
    expect((await monthSummary(db, '2026-02')).savingsRate).toBe(65);
  });

  it('proposes a hand-entered movement of the same amount within 3 days as a probable duplicate', async () => {
    const { db, accountId } = await ledgerWithAccount();
    await addTransaction(db, {
      accountId,
      date: '2026-01-04',
      description: 'Spesa Esselunga',
      amount: -8734,
      categoryId: 'cibo',
      recurring: false,
    });
    const preview = await previewFile(db, accountId, await sample('unicredit-like.csv'));
    expect(preview.counts).toEqual({ new: SAMPLE_MOVEMENTS.length - 1, present: 0, probable: 1 });
    const probable = preview.rows.find((row) => row.verdict.status === 'probable-duplicate');
    expect(probable?.movement.description).toBe('ESSELUNGA MILANO VIA ESEMPIO');
    expect(probable?.included).toBe(false);
  });

  it('writes nothing when one row cannot be a movement, and names its line', async () => {
    const { db, accountId } = await ledgerWithAccount();
    const rows = [
      ...SAMPLE_MOVEMENTS.slice(0, 3),
      { date: '1960-05-01', description: 'TROPPO VECCHIO', amountCents: -100 },
    ];
    const bytes = utf8(writeCsvStatement(rows, 'importo-eur'));
    const error = await importFile(db, accountId, bytes).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LedgerError);
    expect((error as LedgerError).message).toMatch(/^Riga 5: /);
    expect(await db.transactions.count()).toBe(0);
    expect(await listImportBatches(db)).toEqual([]);
  });

  it('saves the confirmed columns for the layout with the batch, and not when it is refused', async () => {
    const { db, accountId } = await ledgerWithAccount();
    const mapping: ColumnMapping = {
      date: 0,
      valueDate: null,
      description: [2],
      amount: { kind: 'signed', column: 3 },
    };
    const row = {
      position: 2,
      date: '2026-01-01',
      description: 'X',
      amountCents: -1,
      categoryId: 'altro',
      recurring: false,
      importKey: 'fp:x#1',
    };
    const draft = { fileName: 'x.csv', format: 'csv', accountId, rows: [row] } as const;
    await expect(
      commitImport(db, {
        ...draft,
        accountId: 'nessuno',
        mappingProfile: { layoutKey: 'a', mapping },
      }),
    ).rejects.toBeInstanceOf(LedgerError);
    expect(await mappingProfilesByLayout(db)).toEqual({});
    await commitImport(db, { ...draft, mappingProfile: { layoutKey: 'a', mapping } });
    expect(await mappingProfilesByLayout(db)).toEqual({ a: mapping });
  });

  it('refuses a batch for an account that does not exist, writing nothing', async () => {
    const { db } = await ledgerWithAccount();
    const write = commitImport(db, {
      fileName: 'x.csv',
      format: 'csv',
      accountId: 'nessuno',
      rows: [
        {
          position: 2,
          date: '2026-01-01',
          description: 'X',
          amountCents: -1,
          categoryId: 'altro',
          recurring: false,
          importKey: 'fp:nessuno|x#1',
        },
      ],
    });
    await expect(write).rejects.toBeInstanceOf(LedgerError);
    expect(await db.transactions.count()).toBe(0);
  });

  it('refuses a batch with a category that does not exist, or for a missing account, writing nothing', async () => {
    const { db, accountId } = await ledgerWithAccount();
    const row = {
      position: 2,
      date: '2026-01-01',
      description: 'X',
      amountCents: -1,
      categoryId: 'altro',
      recurring: false,
      importKey: 'fp:x#1',
    };
    const draft = { fileName: 'x.csv', format: 'csv', accountId } as const;
    const unknown = { ...row, categoryId: 'sparita', importKey: 'fp:y#1' };
    await expect(commitImport(db, { ...draft, rows: [row, unknown] })).rejects.toMatchObject({
      code: 'unknownReference',
      message: LEDGER_ERROR_MESSAGES.unknownCategory,
    });
    await expect(
      commitImport(db, { ...draft, accountId: 'nessuno', rows: [unknown] }),
    ).rejects.toMatchObject({ message: LEDGER_ERROR_MESSAGES.unknownAccount });
    expect(await db.transactions.count()).toBe(0);
    expect(await listImportBatches(db)).toEqual([]);
  });

  it('lists each import and undoes exactly its rows', async () => {
    const { db, accountId } = await ledgerWithAccount();
    const hand = await addTransaction(db, {
      accountId,
      date: '2025-12-01',
      description: 'Affitto',
      amount: -70000,
      categoryId: 'casa',
      recurring: true,
    });
    const first = await importFile(
      db,
      accountId,
      await sample('unicredit-like.csv'),
      'gennaio.csv',
    );
    const second = await importFile(
      db,
      accountId,
      await sample('unicredit-like-overlap.csv'),
      'aprile.csv',
    );
    const batches = await listImportBatches(db);
    expect(batches.map((b) => [b.fileName, b.rows, b.accountId])).toEqual(
      expect.arrayContaining([
        ['gennaio.csv', SAMPLE_MOVEMENTS.length, accountId],
        ['aprile.csv', 3, accountId],
      ]),
    );
    expect(await undoImport(db, second.batch?.id ?? '')).toBe(3);
    const left = await movementsOf(db, accountId);
    expect(left).toHaveLength(SAMPLE_MOVEMENTS.length + 1);
    expect(left.filter((t) => t.importBatchId === undefined)).toEqual([hand]);
    expect((await listImportBatches(db)).map((b) => b.id)).toEqual([first.batch?.id]);
    await expect(undoImport(db, second.batch?.id ?? '')).rejects.toThrow(
      IMPORT_MESSAGES.batchNotFound,
    );
  });
});
