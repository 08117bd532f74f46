import { openingBalanceReview } from '@traguardo/domain/opening-balance-review';
import { type LedgerAccount } from '@traguardo/domain/ledger-schemas';
import { type LedgerDatabase } from './ledger-database';
import { LEDGER_ERROR_MESSAGES, LedgerError } from './ledger-error';
import { listPositions } from './position-queries';
import { positionTablesOf } from './position-stores';
import { validRecord } from './validate';

// The answers to "Il saldo iniziale comprende anche i titoli?" (opening-balance-review.ts):
// either the securities come out of the opening balance (with its undo), or the balance is
// already the cash. Either answer removes the account's mark, so it is asked once.

export const OPENING_BALANCE_MESSAGES = {
  nothingToCorrect: 'Il saldo iniziale di questo conto non è più da correggere: nulla è cambiato.',
  notRestored: 'Saldo iniziale non ripristinato: è stato modificato dopo la correzione.',
} as const;

/** What removeSecuritiesFromOpeningBalance changed, for its undo. */
export type OpeningBalanceCorrection = {
  accountId: string;
  previousCents: number;
  correctedCents: number;
};

async function accountOrRefuse(db: LedgerDatabase, accountId: string): Promise<LedgerAccount> {
  const account = await db.accounts.get(accountId);
  if (account === undefined) {
    throw new LedgerError('notFound', LEDGER_ERROR_MESSAGES.accountNotFound);
  }
  return account;
}

function withoutMark(account: LedgerAccount, openingBalance: number): LedgerAccount {
  const changed = { ...account, openingBalance };
  delete changed.openingBalanceToConfirm;
  return validRecord('accounts', changed);
}

/**
 * Takes out of an account's opening balance the value its securities had on its opening date
 * (openingBalanceReview, computed again here from what is stored now), and its mark. Refused,
 * writing nothing, when there is no longer anything to correct.
 */
export async function removeSecuritiesFromOpeningBalance(
  db: LedgerDatabase,
  accountId: string,
): Promise<OpeningBalanceCorrection> {
  return db.transaction('rw', [db.accounts, ...positionTablesOf(db)], async () => {
    const account = await accountOrRefuse(db, accountId);
    const review = openingBalanceReview(account, await listPositions(db, accountId));
    if (review === null) {
      throw new LedgerError('invalid', OPENING_BALANCE_MESSAGES.nothingToCorrect);
    }
    await db.accounts.put(withoutMark(account, review.correctedCents));
    return {
      accountId,
      previousCents: account.openingBalance,
      correctedCents: review.correctedCents,
    };
  });
}

/**
 * The correction's undo: the opening balance as it was, marked again. Refused, writing
 * nothing, when the account is gone or its opening balance has been changed since.
 */
export async function undoOpeningBalanceCorrection(
  db: LedgerDatabase,
  correction: OpeningBalanceCorrection,
): Promise<void> {
  await db.transaction('rw', db.accounts, async () => {
    const account = await accountOrRefuse(db, correction.accountId);
    if (account.openingBalance !== correction.correctedCents) {
      throw new LedgerError('invalid', OPENING_BALANCE_MESSAGES.notRestored);
    }
    const restored = { ...account, openingBalance: correction.previousCents };
    await db.accounts.put(validRecord('accounts', { ...restored, openingBalanceToConfirm: true }));
  });
}

/** "È già solo liquidità": the opening balance stays, and the account is not asked again. */
export async function confirmOpeningBalanceIsCash(
  db: LedgerDatabase,
  accountId: string,
): Promise<void> {
  await db.transaction('rw', db.accounts, async () => {
    const account = await accountOrRefuse(db, accountId);
    await db.accounts.put(withoutMark(account, account.openingBalance));
  });
}
