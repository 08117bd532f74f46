import { sampleFiles } from '@traguardo/bank-import/testing/sample-files';
import { describe, expect, it } from 'vitest';
import { addAccount } from './account-commands';
import { openLedger } from './ledger-database';
import { LedgerError } from './ledger-error';
import {
  addCategoryRule,
  deleteCategoryRule,
  listCategoryRules,
  restoreCategoryRule,
  RULE_MESSAGES,
  updateCategoryRule,
} from './rule-commands';
import { previewFile } from './testing/import-file';

const rule = {
  match: 'contains',
  pattern: 'BAR CENTRALE',
  minCents: null,
  maxCents: null,
  categoryId: 'cibo',
} as const;

describe('category rules', () => {
  it('tries a rule of the user’s own before the starter set, and applies it on the next import', async () => {
    const db = openLedger('own');
    const account = await addAccount(db, {
      name: 'Conto',
      bank: '',
      type: 'checking',
      openingBalance: 0,
      openingDate: '2025-01-01',
    });
    const bytes = (await sampleFiles()).find((f) => f.name === 'unicredit-like.csv')?.bytes;
    if (bytes === undefined) throw new Error('sample');
    const categoryOf = async (description: string) =>
      (await previewFile(db, account.id, bytes)).rows
        .filter((row) => row.movement.description === description)
        .map((row) => row.categoryId);
    expect(await categoryOf('NETFLIX.COM')).toEqual([
      'intrattenimento',
      'intrattenimento',
      'intrattenimento',
    ]);
    const own = await addCategoryRule(db, { ...rule, pattern: 'netflix', categoryId: 'casa' });
    expect((await listCategoryRules(db))[0]).toEqual(own);
    expect(await categoryOf('NETFLIX.COM')).toEqual(['casa', 'casa', 'casa']);
    await updateCategoryRule(db, own.id, {
      ...rule,
      pattern: 'netflix',
      minCents: -1000,
      categoryId: 'casa',
    });
    expect(await categoryOf('NETFLIX.COM')).toEqual([
      'intrattenimento',
      'intrattenimento',
      'intrattenimento',
    ]);
    const deleted = await deleteCategoryRule(db, own.id);
    expect((await listCategoryRules(db)).some((r) => r.id === own.id)).toBe(false);
    await restoreCategoryRule(db, deleted);
    expect((await listCategoryRules(db))[0]?.id).toBe(own.id);
  });

  it('edits or deletes a starter rule like any other', async () => {
    const db = openLedger('own');
    const starter = (await listCategoryRules(db)).find((r) => r.pattern === 'ESSELUNGA');
    if (starter === undefined) throw new Error('starter');
    const changed = await updateCategoryRule(db, starter.id, {
      ...rule,
      pattern: 'ESSELUNGA',
      categoryId: 'shopping',
    });
    expect(changed).toMatchObject({ categoryId: 'shopping', priority: starter.priority });
    await deleteCategoryRule(db, starter.id);
    expect((await listCategoryRules(db)).some((r) => r.pattern === 'ESSELUNGA')).toBe(false);
  });

  it('refuses an empty text, a reversed range or an unknown category, in Italian', async () => {
    const db = openLedger('own');
    const before = await listCategoryRules(db);
    const problems = async (draft: Parameters<typeof addCategoryRule>[1]) => {
      const error = await addCategoryRule(db, draft).catch((e: unknown) => e);
      if (!(error instanceof LedgerError)) throw new Error('accepted');
      return error.problems;
    };
    expect(await problems({ ...rule, pattern: '  ' })).toEqual([
      { field: 'pattern', message: RULE_MESSAGES.pattern },
    ]);
    expect(await problems({ ...rule, minCents: 500, maxCents: -500 })).toEqual([
      { field: 'maxCents', message: RULE_MESSAGES.range },
    ]);
    expect((await problems({ ...rule, categoryId: 'sconosciuta' }))[0]?.field).toBe('categoryId');
    expect(await listCategoryRules(db)).toEqual(before);
  });
});
