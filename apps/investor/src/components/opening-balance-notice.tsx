import { CircleHelp } from 'lucide-react';
import { useId } from 'react';
import { formatCentsWhole } from '@traguardo/domain/ledger-money';
import { type OpeningBalanceReview } from '@traguardo/domain/opening-balance-review';
import {
  OPENING_BALANCE_REVIEW_TITLE,
  openingBalanceReviewText,
} from '@traguardo/domain/opening-balance-review-text';
import {
  confirmOpeningBalanceIsCash,
  removeSecuritiesFromOpeningBalance,
  undoOpeningBalanceCorrection,
} from '@traguardo/ledger/opening-balance-commands';
import { Button } from '@traguardo/ui/button';
import { showSuccess, showUndo } from '@traguardo/ui/toast';
import { reportRefusal } from '../ledger/report-refusal';
import { useLedger } from '../ledger/use-ledger';

type OpeningBalanceNoticeProps = {
  account: { id: string; name: string; openingBalance: number; openingDate: string };
  /** The account's question (listAccountsWithBalances); nothing is shown without one. */
  review: OpeningBalanceReview | undefined;
};

/**
 * "Il saldo iniziale comprende anche i titoli?" on an investment account stored when its
 * opening balance meant its whole value: the user answers, nothing is changed unasked.
 * Conti's row and Investi's "Posizioni" of the account both show it.
 */
export function OpeningBalanceNotice({ account, review }: OpeningBalanceNoticeProps) {
  const db = useLedger();
  const titleId = useId();
  if (review === undefined) return null;

  async function correct() {
    try {
      const correction = await removeSecuritiesFromOpeningBalance(db, account.id);
      showUndo(
        `Saldo iniziale di ${account.name}: ${formatCentsWhole(correction.correctedCents)}, senza i titoli`,
        () => {
          undoOpeningBalanceCorrection(db, correction).catch(reportRefusal);
        },
      );
    } catch (error) {
      reportRefusal(error);
    }
  }

  async function keep() {
    try {
      await confirmOpeningBalanceIsCash(db, account.id);
      showSuccess('Saldo iniziale confermato', `${account.name}: è solo la liquidità del conto.`);
    } catch (error) {
      reportRefusal(error);
    }
  }

  return (
    <section
      aria-labelledby={titleId}
      className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <CircleHelp aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-2">
        <h3 id={titleId} className="font-semibold">
          {OPENING_BALANCE_REVIEW_TITLE}
        </h3>
        <p>{openingBalanceReviewText(account, review)}</p>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            aria-label={`Togli i titoli dal saldo iniziale di ${account.name}`}
            onClick={() => void correct()}
          >
            Togli i titoli dal saldo iniziale
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={`È già solo liquidità: saldo iniziale di ${account.name}`}
            onClick={() => void keep()}
          >
            È già solo liquidità
          </Button>
        </div>
      </div>
    </section>
  );
}
