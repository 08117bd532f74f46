import { accountBalances } from '@traguardo/domain/ledger-balances';
import { type LedgerAccount, type LedgerGoal } from '@traguardo/domain/ledger-schemas';
import { type LedgerProperty } from '@traguardo/domain/property-schemas';
import { type LedgerDatabase } from './ledger-database';
import { validRows } from './keep-aside';
import { homeFiguresOf, homeMovements, type HomeFigures } from './figure-queries';
import { listPositions } from './position-queries';
import { POSITION_TABLES } from './position-stores';
import { listProperties } from './property-queries';
import { PROPERTY_TABLES } from './property-stores';
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
  /** The properties ("Immobili"), as listProperties gives them: the household's homes. */
  properties: LedgerProperty[];
};

/** The tables readHome reads: a write to any other leaves what it gives as it is. */
export const HOME_TABLES = [
  'accounts',
  'monthFlows',
  'transactions',
  'goals',
  ...POSITION_TABLES,
  ...PROPERTY_TABLES,
] as const;

/**
 * What Home shows as of `today` ('yyyy-mm-dd'): homeFigures, the balances, listGoals and
 * listProperties.
 */
export async function readHome(db: LedgerDatabase, today: string): Promise<HomeRead> {
  return db.transaction('r', [...HOME_TABLES], async () => {
    const [{ accounts, movements, count }, storedGoals, positions, properties] = await Promise.all([
      homeMovements(db, today),
      db.goals.toArray(),
      listPositions(db),
      listProperties(db),
    ]);
    const balances = accountBalances(accounts, movements, today, positions);
    return {
      figures: homeFiguresOf(accounts, movements, count, today, positions),
      accounts: accounts.map((a) => ({ ...a, balance: balances.get(a.id) ?? 0 })),
      goals: goalsWithBalances(validRows(db, 'goals', storedGoals), balances),
      properties,
    };
  });
}
