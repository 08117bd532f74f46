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

type AccountSeed = Pick<LedgerAccount, 'name' | 'bank' | 'type' | 'openingBalance'>;

const ACCOUNTS: readonly AccountSeed[] = [
  {
    name: 'Conto corrente principale',
    bank: 'Intesa Sanpaolo',
    type: 'checking',
    openingBalance: 350000,
  },
  { name: 'Conto cointestato', bank: 'UniCredit', type: 'checking', openingBalance: 180000 },
  { name: 'Conto online', bank: 'Fineco', type: 'checking', openingBalance: 90000 },
  { name: 'Conto deposito', bank: 'Banca Ifis', type: 'savings', openingBalance: 1500000 },
  {
    name: 'Libretto di risparmio',
    bank: 'Poste Italiane',
    type: 'savings',
    openingBalance: 400000,
  },
  { name: 'Carta di credito Visa', bank: 'Intesa Sanpaolo', type: 'credit', openingBalance: 0 },
  { name: 'Carta American Express', bank: 'American Express', type: 'credit', openingBalance: 0 },
  { name: 'Dossier titoli', bank: 'Fineco', type: 'investment', openingBalance: 2500000 },
  { name: 'Conto trading', bank: 'Directa', type: 'investment', openingBalance: 500000 },
  { name: 'Piano ETF', bank: 'Moneyfarm', type: 'investment', openingBalance: 0 },
  { name: 'Fondo pensione', bank: 'Amundi', type: 'pension', openingBalance: 800000 },
  { name: 'Mutuo casa', bank: 'Intesa Sanpaolo', type: 'mortgage', openingBalance: -18000000 },
];

/** Index of each account in ACCOUNTS, by role. */
const MAIN = 0;
const JOINT = 1;
const ONLINE = 2;
const DEPOSIT = 3;
const VISA = 5;
const AMEX = 6;
const ETF = 9;
const PENSION = 10;
const MORTGAGE = 11;

type Recurring = {
  account: number;
  description: string;
  amount: number;
  categoryId: string;
  day: number;
};

/** Every month: salaries, the mortgage instalment, bills, savings plans. */
const MONTHLY: readonly Recurring[] = [
  { account: MAIN, description: 'Stipendio', amount: 320000, categoryId: 'stipendio', day: 27 },
  {
    account: JOINT,
    description: 'Stipendio coniuge',
    amount: 240000,
    categoryId: 'stipendio',
    day: 27,
  },
  { account: MAIN, description: 'Rata mutuo', amount: -95000, categoryId: 'casa', day: 1 },
  {
    account: MORTGAGE,
    description: 'Quota capitale mutuo',
    amount: 60000,
    categoryId: 'casa',
    day: 1,
  },
  { account: JOINT, description: 'Bolletta luce', amount: -8500, categoryId: 'utilities', day: 12 },
  { account: JOINT, description: 'Bolletta gas', amount: -9500, categoryId: 'utilities', day: 14 },
  { account: ONLINE, description: 'Internet casa', amount: -2990, categoryId: 'utilities', day: 5 },
  { account: MAIN, description: 'Versamento PAC', amount: -30000, categoryId: 'altro', day: 3 },
  { account: ETF, description: 'Acquisto ETF', amount: 30000, categoryId: 'entrate', day: 3 },
  {
    account: PENSION,
    description: 'Contributo fondo pensione',
    amount: 15000,
    categoryId: 'entrate',
    day: 15,
  },
  {
    account: MAIN,
    description: 'Giroconto deposito',
    amount: -20000,
    categoryId: 'altro',
    day: 28,
  },
  {
    account: DEPOSIT,
    description: 'Giroconto da conto corrente',
    amount: 20000,
    categoryId: 'entrate',
    day: 28,
  },
];

type Spending = { categoryId: string; descriptions: readonly string[]; min: number; max: number };

/** Everyday spending, cents: small and many, as a busy household's card would show. */
const SPENDING: readonly Spending[] = [
  {
    categoryId: 'cibo',
    descriptions: ['Esselunga', 'Coop', 'Conad', 'Bar Centrale', 'Panificio'],
    min: 120,
    max: 900,
  },
  {
    categoryId: 'trasporti',
    descriptions: ['ATM Milano', 'Trenitalia', 'Parcheggio', 'Benzina Eni'],
    min: 150,
    max: 700,
  },
  {
    categoryId: 'intrattenimento',
    descriptions: ['Cinema', 'Spotify', 'Libreria Feltrinelli'],
    min: 200,
    max: 800,
  },
  {
    categoryId: 'shopping',
    descriptions: ['Amazon', 'Zara', 'Decathlon', 'IKEA'],
    min: 300,
    max: 900,
  },
  { categoryId: 'salute', descriptions: ['Farmacia', 'Ottico'], min: 250, max: 900 },
  { categoryId: 'altro', descriptions: ['Edicola', 'Lavanderia', 'Regalo'], min: 100, max: 600 },
];

/** The accounts everyday spending is paid from, with how often (out of 10). */
const PAYERS: readonly { account: number; weight: number }[] = [
  { account: MAIN, weight: 4 },
  { account: JOINT, weight: 2 },
  { account: VISA, weight: 3 },
  { account: AMEX, weight: 1 },
];

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
