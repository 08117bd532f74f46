// An investment account's opening balance entered when it meant the account's whole value.
// "Saldo iniziale" of an investment account is now its cash only: its securities count through
// their positions (position-values.ts). A purchase dated from the opening date on takes its
// cost from that cash, so it is never counted twice whatever the balance meant; one dated
// before the opening date moved no cash here, so a security held on the opening date counts
// twice exactly when an opening balance of the old meaning holds its value too. Which of the
// two the user typed cannot be read from the data: the account asks (openingBalanceReview).
import { type LedgerAccount } from './ledger-schemas';
import { portfolioFromPositions } from './portfolio';
import { type AccountPosition, positionAsOf } from './position-values';

/**
 * The value (cents) of what `account`'s positions held at the start of its opening date:
 * their operations dated before it, at the last price entered up to that date. Its value
 * then, not its cost: an opening balance of the old meaning was the account's worth on that
 * date, a security at its price then. A position with no price entered by then is valued at
 * cost, as Investi values it; the amount is shown to the user before anything changes.
 */
export function securitiesAtOpeningCents(
  account: Pick<LedgerAccount, 'id' | 'openingDate'>,
  positions: readonly AccountPosition[],
): number {
  let cents = 0;
  for (const position of positions) {
    if (position.accountId !== account.id) continue;
    const asOpened = positionAsOf(position, account.openingDate);
    const operations = asOpened.operations.filter((op) => op.date < account.openingDate);
    cents += portfolioFromPositions([{ ...asOpened, operations }]).totalCents;
  }
  return cents;
}

/** What the question about an account's opening balance shows and its correction writes. */
export type OpeningBalanceReview = {
  /** The securities held at the opening date (securitiesAtOpeningCents). */
  securitiesCents: number;
  /** The opening balance without them: the cash it would then be. */
  correctedCents: number;
};

/**
 * The question to ask about `account`'s opening balance, or null when there is none: only an
 * investment account stored with the old meaning (`openingBalanceToConfirm`) holding securities
 * bought before its opening date, and only when the balance is at least their value (a smaller
 * one cannot include them: the account's cash is never below zero).
 */
export function openingBalanceReview(
  account: Pick<
    LedgerAccount,
    'id' | 'type' | 'openingBalance' | 'openingDate' | 'openingBalanceToConfirm'
  >,
  positions: readonly AccountPosition[],
): OpeningBalanceReview | null {
  if (account.type !== 'investment' || account.openingBalanceToConfirm !== true) return null;
  const securitiesCents = securitiesAtOpeningCents(account, positions);
  if (securitiesCents <= 0 || account.openingBalance < securitiesCents) return null;
  return { securitiesCents, correctedCents: account.openingBalance - securitiesCents };
}

/**
 * Whether an account stored before "Saldo iniziale" meant the cash only is to be asked about
 * it (`openingBalanceToConfirm`): an investment account, whose balance may hold its securities.
 */
export function openedWithWholeValue(account: { type?: unknown }): boolean {
  return account.type === 'investment';
}
