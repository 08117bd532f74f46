// fast-check arbitraries of a whole, valid ledger (accounts, their movements, categories,
// budgets, goals), for property tests here and in the ledger package.
import fc from 'fast-check';
import { accountTypeSchema, goalCategorySchema } from '../schemas';
import { LEDGER_AMOUNT_MAX_CENTS } from '../ledger-limits';
import {
  type LedgerAccount,
  type LedgerBudget,
  type LedgerCategory,
  type LedgerData,
  type LedgerGoal,
  type LedgerTransaction,
} from '../ledger-schemas';
import { positionClassSchema } from '../position-schemas';
import { type AccountPosition } from '../position-values';

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_DAY = Date.UTC(2015, 0, 1);
const DAYS = 12 * 366;

/** A calendar date between 2015 and 2026. */
export const ledgerDateArbitrary = fc
  .integer({ min: 0, max: DAYS })
  .map((day) => new Date(FIRST_DAY + day * DAY_MS).toISOString().slice(0, 10));

/** A month between 2015 and 2026. */
export const ledgerMonthArbitrary = ledgerDateArbitrary.map((date) => date.slice(0, 7));

/** Cents of an everyday movement, either sign. */
export const centsArbitrary = fc.integer({ min: -500_000, max: 500_000 });

const text = (max: number) =>
  fc.string({ minLength: 1, maxLength: max }).filter((value) => value.trim() !== '');

export const ledgerAccountArbitrary = (id: string): fc.Arbitrary<LedgerAccount> =>
  fc.record({
    id: fc.constant(id),
    name: text(20),
    bank: fc.string({ maxLength: 20 }),
    type: fc.constantFrom(...accountTypeSchema.options),
    currency: fc.constant('EUR' as const),
    openingBalance: fc.integer({
      min: -LEDGER_AMOUNT_MAX_CENTS / 100,
      max: LEDGER_AMOUNT_MAX_CENTS / 100,
    }),
    openingDate: ledgerDateArbitrary,
    archived: fc.boolean(),
  });

const CATEGORY_IDS = ['entrate', 'stipendio', 'casa', 'cibo', 'altro', 'cat-utente'];

export const ledgerTransactionArbitrary = (
  id: string,
  accountIds: readonly string[],
): fc.Arbitrary<LedgerTransaction> =>
  fc.record(
    {
      id: fc.constant(id),
      accountId: fc.constantFrom(...accountIds),
      date: ledgerDateArbitrary,
      description: text(30),
      amount: centsArbitrary,
      categoryId: fc.constantFrom(...CATEGORY_IDS),
      recurring: fc.boolean(),
      note: fc.string({ maxLength: 20 }),
      importBatchId: fc.constantFrom('import-1', 'import-2'),
    },
    {
      requiredKeys: [
        'id',
        'accountId',
        'date',
        'description',
        'amount',
        'categoryId',
        'recurring',
        'note',
      ],
    },
  );

export const ledgerCategoryArbitrary: fc.Arbitrary<LedgerCategory> = fc.record({
  id: fc.constant('cat-utente'),
  name: text(20),
  color: fc.constantFrom('#a16207', '#123abc', '#000000'),
  builtIn: fc.constant(false),
});

export const ledgerBudgetArbitrary: fc.Arbitrary<LedgerBudget> = fc.record({
  categoryId: fc.constantFrom(...CATEGORY_IDS),
  month: ledgerMonthArbitrary,
  amount: fc.integer({ min: 0, max: 1_000_000 }),
});

export const ledgerGoalArbitrary = (
  id: string,
  accountIds: readonly string[],
): fc.Arbitrary<LedgerGoal> => {
  const fields = {
    id: fc.constant(id),
    name: text(20),
    target: fc.integer({ min: 0, max: 1_000_000 }),
    current: fc.integer({ min: 0, max: 1_000_000 }),
    targetDate: ledgerDateArbitrary,
    category: fc.constantFrom(...goalCategorySchema.options),
    progress: fc.integer({ min: 0, max: 100 }),
    monthlyContribution: fc.integer({ min: 0, max: 10_000 }),
  };
  if (accountIds.length === 0) return fc.record(fields);
  // Some goals follow an account, others none.
  return fc.record(
    { ...fields, accountId: fc.constantFrom(...accountIds) },
    {
      requiredKeys: [
        'id',
        'name',
        'target',
        'current',
        'targetDate',
        'category',
        'progress',
        'monthlyContribution',
      ],
    },
  );
};

/** A whole ledger: up to `maxAccounts` accounts and `maxTransactions` movements among them. */
export function ledgerDataArbitrary(
  maxAccounts = 4,
  maxTransactions = 40,
): fc.Arbitrary<LedgerData> {
  return fc.integer({ min: 0, max: maxAccounts }).chain((accountCount) => {
    const accountIds = Array.from({ length: accountCount }, (_, i) => `conto-${i}`);
    const transactionCount = accountCount === 0 ? 0 : maxTransactions;
    return fc.record({
      accounts: fc.tuple(...accountIds.map((id) => ledgerAccountArbitrary(id))),
      transactions: fc
        .integer({ min: 0, max: transactionCount })
        .chain((count) =>
          fc.tuple(
            ...Array.from({ length: count }, (_, i) =>
              ledgerTransactionArbitrary(`mov-${i}`, accountIds),
            ),
          ),
        ),
      // The user's category the movements and budgets may use.
      categories: fc.tuple(ledgerCategoryArbitrary),
      budgets: fc.uniqueArray(ledgerBudgetArbitrary, {
        maxLength: 5,
        selector: (budget) => `${budget.month}:${budget.categoryId}`,
      }),
      goals: fc
        .integer({ min: 0, max: 3 })
        .chain((count) =>
          fc.tuple(
            ...Array.from({ length: count }, (_, i) =>
              ledgerGoalArbitrary(`obiettivo-${i}`, accountIds),
            ),
          ),
        ),
    });
  });
}

/**
 * Up to `max` positions among `accountIds`, each with purchases and the prices entered,
 * oldest first, the last of them its lastPrice (as listPositions gives them).
 */
export function accountPositionsArbitrary(
  accountIds: readonly string[],
  max = 3,
): fc.Arbitrary<AccountPosition[]> {
  if (accountIds.length === 0) return fc.constant([]);
  const position = (id: string) =>
    fc
      .record({
        accountId: fc.constantFrom(...accountIds),
        positionClass: fc.constantFrom(...positionClassSchema.options),
        operations: fc.array(
          fc.record({
            kind: fc.constant('acquisto' as const),
            date: ledgerDateArbitrary,
            quantity: fc.integer({ min: 1, max: 1000 }),
            price: fc.integer({ min: 1, max: 50_000 }).map((cents) => cents / 100),
            feesCents: fc.integer({ min: 0, max: 2000 }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        prices: fc.array(
          fc.record({
            date: ledgerDateArbitrary,
            price: fc.integer({ min: 1, max: 50_000 }).map((cents) => cents / 100),
          }),
          { maxLength: 3 },
        ),
      })
      .map(({ prices, ...rest }): AccountPosition => {
        const sorted = [...prices].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
        const last = sorted.at(-1);
        return {
          ...rest,
          id,
          name: `Titolo ${id}`,
          custody: 'italiana',
          prices: sorted,
          ...(last === undefined ? {} : { lastPrice: last }),
        };
      });
  return fc
    .integer({ min: 0, max: max })
    .chain((count) =>
      fc.tuple(...Array.from({ length: count }, (_, i) => position(`posizione-${i}`))),
    );
}
