import { type Account } from '@traguardo/domain/entities';
import { accountLastUpdated } from '@traguardo/domain/ledger-account-updated';
import { centsToEuro } from '@traguardo/domain/ledger-money';
import { type LedgerDatabase } from '@traguardo/ledger/ledger-database';
import {
  type AccountWithBalance,
  listAccountsWithBalances,
} from '@traguardo/ledger/reference-queries';
import { findTransactions } from '@traguardo/ledger/transaction-queries';

/**
 * A ledger account as Conti shows it: its balance today (cents), its cash apart when it holds
 * positions (cents), and its last-updated date.
 */
export type AccountRow = AccountWithBalance & { lastUpdated: string };

/** How many movements are read at a time, newest first, looking for one not in the future. */
const NEWEST_PAGE = 20;

/**
 * The date of an account's newest movement dated up to `today`: a planned movement (dated
 * later) does not count yet, and does not hide the ones before it.
 */
async function newestMovementUpTo(
  db: LedgerDatabase,
  accountId: string,
  today: string,
): Promise<string | undefined> {
  for (let offset = 0; ; offset += NEWEST_PAGE) {
    const page = await findTransactions(db, { accountId }, { offset, limit: NEWEST_PAGE });
    const past = page.find((movement) => movement.date <= today);
    if (past !== undefined || page.length < NEWEST_PAGE) return past?.date;
  }
}

/** Every account of the ledger (archived ones too), by name, with its balance on `today`. */
export async function readAccountRows(db: LedgerDatabase, today: string): Promise<AccountRow[]> {
  const accounts = await listAccountsWithBalances(db, today, { includeArchived: true });
  return Promise.all(
    accounts.map(async (account) => {
      const newest = await newestMovementUpTo(db, account.id, today);
      return { ...account, lastUpdated: accountLastUpdated(account.openingDate, newest, today) };
    }),
  );
}

/** The row in the shape the spec's account (§3) has: balance in euro. */
export function displayedAccount(row: AccountRow): Account {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    balance: centsToEuro(row.balance),
    currency: 'EUR',
    bank: row.bank,
    lastUpdated: row.lastUpdated,
  };
}
