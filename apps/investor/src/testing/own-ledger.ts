import { beforeEach } from 'vitest';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { addMonths, monthOf } from '@traguardo/domain/ledger-month';
import { addAccount } from '@traguardo/ledger/account-commands';
import { deleteLedger, type LedgerDatabase } from '@traguardo/ledger/ledger-database';
import { addTransaction } from '@traguardo/ledger/transaction-commands';
import { closeLedgers, ledgerOf } from '../ledger/ledger-connection';
import { useProfileStore } from '../stores/profile-store';

/**
 * Every test of the enclosing block starts on the own profile with both ledgers empty: the
 * page's connections closed and the databases deleted.
 */
export function ownProfileBeforeEach(): void {
  beforeEach(async () => {
    closeLedgers();
    await deleteLedger('own');
    await deleteLedger('demo');
    useProfileStore.getState().openProfile('own');
  });
}

/** The first day of the month `offset` months from this one ('yyyy-mm-dd'). */
export function firstOfMonth(offset: number): string {
  return `${addMonths(monthOf(todayLocalDate()), offset)}-01`;
}

/**
 * A small own ledger written through the commands: a current account opened two months ago
 * with 1.000,00 €, and in each of the last three months (this one included, on its 1st) a
 * salary of 2.500,00 € and rent of 800,00 € (both recurring) and 150,00 € of groceries.
 */
export async function writeSalaryRentGroceries(db: LedgerDatabase = ledgerOf('own')) {
  const account = await addAccount(db, {
    name: 'Conto corrente',
    bank: 'Intesa Sanpaolo',
    type: 'checking',
    openingBalance: 100000,
    openingDate: firstOfMonth(-2),
  });
  for (const offset of [-2, -1, 0]) {
    const date = firstOfMonth(offset);
    const base = { accountId: account.id, date };
    await addTransaction(db, {
      ...base,
      description: 'Stipendio',
      amount: 250000,
      categoryId: 'stipendio',
      recurring: true,
    });
    await addTransaction(db, {
      ...base,
      description: 'Affitto',
      amount: -80000,
      categoryId: 'casa',
      recurring: true,
    });
    await addTransaction(db, {
      ...base,
      description: 'Spesa Esselunga',
      amount: -15000,
      categoryId: 'cibo',
      recurring: false,
    });
  }
  return account;
}

/** A dinner out of 60,00 € on the 1st of last month, in `accountId`: last month differs from this. */
export async function addDinnerLastMonth(accountId: string, db: LedgerDatabase = ledgerOf('own')) {
  return addTransaction(db, {
    accountId,
    date: firstOfMonth(-1),
    description: 'Cena fuori',
    amount: -6000,
    categoryId: 'cibo',
    recurring: false,
  });
}
