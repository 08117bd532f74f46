// The words of the question about an account's opening balance (opening-balance-review.ts),
// apart from its rule: only the screens that ask it load them.
import { formatDate } from './format';
import { formatCentsWhole } from './ledger-money';
import { type LedgerAccount } from './ledger-schemas';
import { type OpeningBalanceReview } from './opening-balance-review';

export const OPENING_BALANCE_REVIEW_TITLE = 'Il saldo iniziale comprende anche i titoli?';

/** The explanation under the question, with the account's figures. */
export function openingBalanceReviewText(
  account: Pick<LedgerAccount, 'openingBalance' | 'openingDate'>,
  review: OpeningBalanceReview,
): string {
  return `Ora il saldo iniziale di un conto investimenti è solo la liquidità: i titoli contano con le loro posizioni in Investi. Se i ${formatCentsWhole(account.openingBalance)} del ${formatDate(account.openingDate)} comprendono anche i titoli che il conto aveva allora (${formatCentsWhole(review.securitiesCents)}), sono contati due volte: togliendoli, il saldo iniziale diventa ${formatCentsWhole(review.correctedCents)}.`;
}
