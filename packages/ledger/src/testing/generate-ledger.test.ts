import { describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, BACKUP_VERSION, readBackup } from '../backup';
import { homeFigures } from '../figure-queries';
import { openLedger } from '../ledger-database';
import { generateLedger, writeLedger } from './generate-ledger';

const END = '2026-11-25';

describe('generateLedger', () => {
  it('makes 12 accounts and 100.000 movements over 10 years', () => {
    const data = generateLedger({ endDate: END });
    expect(data.accounts).toHaveLength(12);
    expect(data.transactions).toHaveLength(100_000);
    expect(new Set(data.transactions.map((t) => t.id)).size).toBe(100_000);
    const dates = data.transactions.map((t) => t.date).sort();
    expect(dates[0]?.slice(0, 7)).toBe('2016-12');
    expect(dates.at(-1)).toBe(END);
  });

  it('makes only valid records, every reference held (as a backup would be checked)', () => {
    const data = generateLedger({ endDate: END, transactions: 5000 });
    const reading = readBackup(
      JSON.stringify({
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        exportedAt: '2026-11-25T10:00:00.000Z',
        profile: 'own',
        tables: { ...data, keptAside: [] },
      }),
    );
    expect(reading.ok && reading.summary).toBe('12 conti, 5.000 movimenti, 2 obiettivi');
  });

  it('gives the same ledger for the same seed, another for another seed', () => {
    const options = { endDate: END, transactions: 3000 };
    expect(generateLedger(options)).toEqual(generateLedger(options));
    expect(generateLedger({ ...options, seed: 7 }).transactions).not.toEqual(
      generateLedger(options).transactions,
    );
  });

  it('writes into a profile that the figures read', async () => {
    const db = openLedger('own');
    await writeLedger(db, generateLedger({ endDate: END, transactions: 2000 }));
    const figures = await homeFigures(db, END);
    expect([figures.accountCount, figures.transactionCount]).toEqual([12, 2000]);
    expect(figures.netWorthHistory).toHaveLength(12);
    expect(Number.isFinite(figures.netWorth.current)).toBe(true);
  });
});
