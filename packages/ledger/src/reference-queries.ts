import { BUILT_IN_CATEGORY_IDS } from '@traguardo/domain/ledger-categories';
import { accountBalances } from '@traguardo/domain/ledger-balances';
import { goalProgress } from '@traguardo/domain/goals';
import { investmentCashByAccount } from '@traguardo/domain/investment-cash';
import {
  type OpeningBalanceReview,
  openingBalanceReview,
} from '@traguardo/domain/opening-balance-review';
import { centsToEuro } from '@traguardo/domain/ledger-money';
import {
  type LedgerAccount,
  type LedgerCategory,
  type LedgerGoal,
} from '@traguardo/domain/ledger-schemas';
import { type LedgerDatabase } from './ledger-database';
import { validRows } from './keep-aside';
import { figureMovements } from './flow-movements-query';
import { listPositions } from './position-queries';
import { compareKeys, compareNames } from '@traguardo/domain/text-order';

// Queries of accounts, categories and goals: plain async functions over the database that
// read its tables through Dexie, so `liveQuery(() => listAccounts(db))` re-runs on change,
// from another tab too. Every record is validated on the way out (keep-aside.ts).

const byName = (a: { name: string }, b: { name: string }) => compareNames(a.name, b.name);

/** The accounts by name; archived ones only when asked for. */
export async function listAccounts(
  db: LedgerDatabase,
  { includeArchived = false }: { includeArchived?: boolean } = {},
): Promise<LedgerAccount[]> {
  const accounts = validRows(db, 'accounts', await db.accounts.toArray());
  return accounts.filter((a) => includeArchived || !a.archived).sort(byName);
}

/**
 * An account with its balance (cents) and, when it holds positions, its cash apart (cents)
 * and the question about its opening balance when there is one (openingBalanceReview).
 */
export type AccountWithBalance = LedgerAccount & {
  balance: number;
  cash?: number;
  review?: OpeningBalanceReview;
};

/**
 * Each account with its balance on `asOf` (cents), by name; archived ones only when asked
 * for. An investment account that holds positions shows their value in its balance
 * (position-values.ts), and its cash apart (investmentCashByAccount).
 */
export async function listAccountsWithBalances(
  db: LedgerDatabase,
  asOf: string,
  options: { includeArchived?: boolean } = {},
): Promise<AccountWithBalance[]> {
  // The positions read beside the accounts, not after the movements' reads: a live query
  // then watches them too.
  const [rows, positions] = await Promise.all([db.accounts.toArray(), listPositions(db)]);
  const all = validRows(db, 'accounts', rows);
  const { movements } = await figureMovements(db, all, asOf);
  const balances = accountBalances(all, movements, asOf, positions);
  const cash = investmentCashByAccount(all, movements, positions, asOf);
  return (await listAccounts(db, options)).map((a) => {
    const held = cash.get(a.id);
    const review = openingBalanceReview(a, positions);
    return {
      ...a,
      balance: balances.get(a.id) ?? 0,
      ...(held === undefined ? {} : { cash: held }),
      ...(review === null ? {} : { review }),
    };
  });
}

/** The built-in categories in their fixed order, then the user's own by name. */
export async function listCategories(db: LedgerDatabase): Promise<LedgerCategory[]> {
  const categories = validRows(db, 'categories', await db.categories.toArray());
  const order = (c: LedgerCategory) => BUILT_IN_CATEGORY_IDS.findIndex((id) => id === c.id);
  const builtIn = categories.filter((c) => c.builtIn).sort((a, b) => order(a) - order(b));
  return [...builtIn, ...categories.filter((c) => !c.builtIn).sort(byName)];
}

/**
 * The goals by target date. A goal that follows an account shows that account's balance
 * today (euro, never below 0) as its current amount, and its progress from it.
 */
export async function listGoals(db: LedgerDatabase, today: string): Promise<LedgerGoal[]> {
  // The tables read together, before the movements' reads: a live query then watches them
  // all (a position's new price changes the amount of a goal that follows its account).
  const [goalRows, accountRows, positions] = await Promise.all([
    db.goals.toArray(),
    db.accounts.toArray(),
    listPositions(db),
  ]);
  const goals = validRows(db, 'goals', goalRows);
  const following = goals.some((g) => g.accountId !== undefined);
  const accounts = following ? validRows(db, 'accounts', accountRows) : [];
  const balances = following
    ? accountBalances(
        accounts,
        (await figureMovements(db, accounts, today)).movements,
        today,
        positions,
      )
    : new Map<string, number>();
  return goalsWithBalances(goals, balances);
}

/**
 * `goals` by target date, each that follows an account with that account's balance
 * (`balances`: cents by account id) as its current amount (euro, never below 0) and its
 * progress from it; a goal whose account has no balance there keeps its own amounts.
 */
export function goalsWithBalances(
  goals: readonly LedgerGoal[],
  balances: ReadonlyMap<string, number>,
): LedgerGoal[] {
  return goals
    .map((goal) => {
      const balance = goal.accountId === undefined ? undefined : balances.get(goal.accountId);
      if (balance === undefined) return goal;
      const current = Math.max(0, centsToEuro(balance));
      return { ...goal, current, progress: goalProgress(current, goal.target) };
    })
    .sort((a, b) => compareKeys(a.targetDate, b.targetDate));
}
