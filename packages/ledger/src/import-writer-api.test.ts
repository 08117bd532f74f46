import { rowsToWrite } from '@traguardo/bank-import/import-plan';
import { writeLargeCsv } from '@traguardo/bank-import/large-statements';
import { utf8 } from '@traguardo/bank-import/testing/bytes';
import { describe, expect, it } from 'vitest';
import { addAccount } from './account-commands';
import {
  commitImport,
  IMPORT_MESSAGES,
  type ImportDraft,
  listImportBatches,
} from './import-commands';
import { importWriterApi } from './import-writer-api';
import { type LedgerDatabase, openLedger } from './ledger-database';
import { previewFile } from './testing/import-file';

/** A new account and the draft of importing a 1,200-row statement into it (several slices). */
async function accountWithDraft(db: LedgerDatabase, name: string): Promise<ImportDraft> {
  const { id: accountId } = await addAccount(db, {
    name,
    bank: 'Banca Esempio',
    type: 'checking',
    openingBalance: 0,
    openingDate: '2019-12-01',
  });
  const preview = await previewFile(db, accountId, utf8(writeLargeCsv(1200, 'importo-eur')));
  return { fileName: 'movimenti.csv', format: 'csv', accountId, rows: rowsToWrite(preview.rows) };
}

/** An account's stored month flows, without its id. */
async function flowsOf(db: LedgerDatabase, accountId: string) {
  const record = await db.monthFlows.get(accountId);
  if (record === undefined) throw new Error('no flows');
  return { ...record, accountId: 'same' };
}

describe('the import writer (the worker’s API)', () => {
  it('writes a batch in one go with the same movements and month flows as the sliced commit', async () => {
    const db = openLedger('own');
    const writer = importWriterApi(() => db);
    const sliced = await accountWithDraft(db, 'Conto A');
    const whole = await accountWithDraft(db, 'Conto B');
    await commitImport(db, sliced);
    const answer = await writer.commit('own', whole, '2026-11-26T10:00:00.000Z');

    expect(answer).toMatchObject({ ok: true, batch: { accountId: whole.accountId } });
    const amounts = async (accountId: string) =>
      (await db.transactions.where('accountId').equals(accountId).toArray())
        .map((t) => `${t.date} ${t.amount} ${t.description}`)
        .sort();
    expect(await amounts(whole.accountId)).toHaveLength(1200);
    expect(await amounts(whole.accountId)).toEqual(await amounts(sliced.accountId));
    expect(await flowsOf(db, whole.accountId)).toEqual(await flowsOf(db, sliced.accountId));
    expect((await listImportBatches(db)).map((b) => b.rows)).toEqual([1200, 1200]);
  });

  it('answers a refusal as a value with its Italian message, and writes nothing', async () => {
    const db = openLedger('own');
    const writer = importWriterApi(() => db);
    const draft = await accountWithDraft(db, 'Conto A');
    expect((await writer.commit('own', draft, '2026-11-26T10:00:00.000Z')).ok).toBe(true);
    expect(await writer.commit('own', draft, '2026-11-26T11:00:00.000Z')).toEqual({
      ok: false,
      code: 'invalid',
      message: IMPORT_MESSAGES.nothingToImport,
    });
    expect(await listImportBatches(db)).toHaveLength(1);
    expect(await db.transactions.count()).toBe(1200);
  });
});
