import { BUILT_IN_CATEGORIES } from '@traguardo/domain/ledger-categories';
import { addMonths, lastDayOfMonth, type Month, monthOf } from '@traguardo/domain/ledger-month';
import {
  type LedgerAccount,
  type LedgerBudget,
  type LedgerData,
  type LedgerGoal,
  type LedgerTransaction,
} from '@traguardo/domain/ledger-schemas';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { type LedgerDatabase } from '../ledger-database';
import {
  ACCOUNTS,
  AMEX,
  DEPOSIT,
  MAIN,
  MONTHLY,
  PAYERS,
  SPENDING,
  VISA,
} from './generated-ledger-seeds';

// A synthetic own profile for benchmarks and scale tests: by default 12 accounts and
// 100.000 movements over 10 years ending on `endDate`. The same options give the same
// ledger, byte for byte (a seeded xoroshiro128+), so runs can be compared.

export type GenerateLedgerOptions = {
  /** The last day of the ledger, 'yyyy-mm-dd' (a benchmark passes today). */
  endDate: string;
  seed?: number;
  years?: number;
  transactions?: number;
};

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}

/** The generated ledger: valid records, every reference held. */
export function generateLedger({
  endDate,
  seed = 2025,
  years = 10,
  transactions: total = 100_000,
}: GenerateLedgerOptions): LedgerData {
  const rng = xoroshiro128plus(seed);
  const pick = <T>(items: readonly T[]): T => {
    const item = items[uniformInt(rng, 0, items.length - 1)];
    if (item === undefined) throw new RangeError('Nothing to pick from');
    return item;
  };
  const lastMonth = monthOf(endDate);
  const firstMonth = addMonths(lastMonth, -(years * 12 - 1));
  const months: Month[] = Array.from({ length: years * 12 }, (_, i) => addMonths(firstMonth, i));
  const openingDate = `${firstMonth}-01`;
  const accounts: LedgerAccount[] = ACCOUNTS.map((seedAccount, i) => ({
    ...seedAccount,
    id: `gen-conto-${pad(i + 1, 2)}`,
    currency: 'EUR',
    openingDate,
    archived: false,
  }));
  const accountId = (index: number) => accounts[index]?.id ?? '';
  const lastDay = (month: Month) => (month === lastMonth ? endDate : lastDayOfMonth(month));

  const rows: Omit<LedgerTransaction, 'id'>[] = [];
  const cardSpend = new Map<string, number>();
  for (const month of months) {
    for (const item of MONTHLY) {
      const date = `${month}-${pad(item.day, 2)}`;
      if (date > endDate) continue;
      rows.push({
        accountId: accountId(item.account),
        date,
        description: item.description,
        amount: item.amount,
        categoryId: item.categoryId,
        recurring: true,
        note: '',
      });
    }
  }
  // Card balances are paid off from the main account each month: two movements per card.
  const payoffs = months.length * 2 * 2;
  const everyday = Math.max(0, total - rows.length - payoffs);
  const weights = PAYERS.flatMap((payer) => Array<number>(payer.weight).fill(payer.account));
  for (let i = 0; i < everyday; i++) {
    const month = months[uniformInt(rng, 0, months.length - 1)] ?? lastMonth;
    const day = uniformInt(rng, 1, Number(lastDay(month).slice(8)));
    const spending = pick(SPENDING);
    const payer = pick(weights);
    const amount = -uniformInt(rng, spending.min, spending.max);
    const date = `${month}-${pad(day, 2)}`;
    rows.push({
      accountId: accountId(payer),
      date,
      description: pick(spending.descriptions),
      amount,
      categoryId: spending.categoryId,
      recurring: false,
      note: '',
    });
    if (payer === VISA || payer === AMEX) {
      const key = `${payer}|${month}`;
      cardSpend.set(key, (cardSpend.get(key) ?? 0) - amount);
    }
  }
  for (const month of months) {
    for (const card of [VISA, AMEX]) {
      const spent = cardSpend.get(`${card}|${month}`) ?? 0;
      const date = lastDay(month);
      rows.push({
        accountId: accountId(MAIN),
        date,
        description: 'Addebito saldo carta',
        amount: -spent,
        categoryId: 'altro',
        recurring: false,
        note: '',
      });
      rows.push({
        accountId: accountId(card),
        date,
        description: 'Saldo carta',
        amount: spent,
        categoryId: 'entrate',
        recurring: false,
        note: '',
      });
    }
  }
  const transactions = rows
    .slice(0, total)
    .map((row, i) => ({ ...row, id: `gen-mov-${pad(i, 6)}` }));

  const budgets: LedgerBudget[] = SPENDING.map((spending) => ({
    categoryId: spending.categoryId,
    month: lastMonth,
    amount: 60000,
  }));
  const goals: LedgerGoal[] = [
    {
      id: 'gen-obiettivo-1',
      name: 'Fondo emergenza',
      target: 30000,
      current: 0,
      targetDate: `${addMonths(lastMonth, 24)}-01`,
      category: 'home',
      progress: 0,
      monthlyContribution: 200,
      accountId: accountId(DEPOSIT),
    },
    {
      id: 'gen-obiettivo-2',
      name: 'Pensione',
      target: 500000,
      current: 80000,
      targetDate: `${addMonths(lastMonth, 240)}-01`,
      category: 'retirement',
      progress: 16,
      monthlyContribution: 150,
    },
  ];
  return { accounts, transactions, categories: [...BUILT_IN_CATEGORIES], budgets, goals };
}

/** Writes a generated ledger into a profile's database, replacing nothing else. */
export async function writeLedger(db: LedgerDatabase, data: LedgerData): Promise<void> {
  await db.transaction(
    'rw',
    [db.accounts, db.transactions, db.categories, db.budgets, db.goals],
    async () => {
      await db.accounts.bulkPut(data.accounts);
      await db.transactions.bulkPut(data.transactions);
      await db.categories.bulkPut(data.categories);
      await db.budgets.bulkPut(data.budgets);
      await db.goals.bulkPut(data.goals);
    },
  );
}
