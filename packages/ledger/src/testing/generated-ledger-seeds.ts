import { type LedgerAccount } from '@traguardo/domain/ledger-schemas';

// What the generated profile is made of: its accounts, the movements of every month, and
// the everyday spending drawn at random (generate-ledger.ts).

export type AccountSeed = Pick<LedgerAccount, 'name' | 'bank' | 'type' | 'openingBalance'>;

export const ACCOUNTS: readonly AccountSeed[] = [
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
export const MAIN = 0;
export const JOINT = 1;
export const ONLINE = 2;
export const DEPOSIT = 3;
export const VISA = 5;
export const AMEX = 6;
export const ETF = 9;
export const PENSION = 10;
export const MORTGAGE = 11;

export type Recurring = {
  account: number;
  description: string;
  amount: number;
  categoryId: string;
  day: number;
};

/** Every month: salaries, the mortgage instalment, bills, savings plans. */
export const MONTHLY: readonly Recurring[] = [
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

export type Spending = {
  categoryId: string;
  descriptions: readonly string[];
  min: number;
  max: number;
};

/** Everyday spending, cents: small and many, as a busy household's card would show. */
export const SPENDING: readonly Spending[] = [
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
export const PAYERS: readonly { account: number; weight: number }[] = [
  { account: MAIN, weight: 4 },
  { account: JOINT, weight: 2 },
  { account: VISA, weight: 3 },
  { account: AMEX, weight: 1 },
];
