import { accountBalances } from '@traguardo/domain/ledger-balances';
import { type LedgerAccount, type LedgerGoal } from '@traguardo/domain/ledger-schemas';
import { type LedgerDatabase } from './ledger-database';
import { validRows } from './keep-aside';
import { homeFiguresOf, homeMovements, type HomeFigures } from './figure-queries';
import { listPositions } from './position-queries';
import { POSITION_TABLES } from './position-stores';
import { goalsWithBalances } from './reference-queries';

// Home's one read: its figures, every account's balance and the goals, in one read
// transaction, with the month flows unpacked once and each balance computed once. Home reads
// it again after every write (here or in another tab): a transaction per query and a second
// pass over the flows for the goals card were most of that time.

export type HomeRead = {
  figures: HomeFigures;
  /** Every account, archived ones too, with its balance today (cents); in stored order. */
  accounts: (LedgerAccount & { balance: number })[];
  /** The goals, as listGoals gives them. */
  goals: LedgerGoal[];
};

/** The tables readHome reads: a write to any other leaves what it gives as it is. */
export const HOME_TABLES = [
  'accounts',
  'monthFlows',
  'transactions',
  'goals',
  ...POSITION_TABLES,
] as const;

/** What Home shows as of `today` ('yyyy-mm-dd'): homeFigures, the balances and listGoals. */
export async function readHome(db: LedgerDatabase, today: string): Promise<HomeRead> {
  return db.transaction('r', [...HOME_TABLES], async () => {
    const [{ accounts, movements, count }, storedGoals, positions] = await Promise.all([
      homeMovements(db, today),
      db.goals.toArray(),
      listPositions(db),
    ]);
    const balances = accountBalances(accounts, movements, today, positions);
    return {
      figures: homeFiguresOf(accounts, movements, count, today, positions),
      accounts: accounts.map((a) => ({ ...a, balance: balances.get(a.id) ?? 0 })),
      goals: goalsWithBalances(validRows(db, 'goals', storedGoals), balances),
    };
  });
}
