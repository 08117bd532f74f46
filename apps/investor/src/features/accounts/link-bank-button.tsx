import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { MESSAGES } from '@traguardo/domain/messages';
import { simulateDelay } from '@traguardo/domain/simulated-delay';
import { addAccount } from '@traguardo/ledger/account-commands';
import { LedgerError } from '@traguardo/ledger/ledger-error';
import { Button } from '@traguardo/ui/button';
import { showError, showSuccess } from '@traguardo/ui/toast';
import { useLedger } from '../../ledger/use-ledger';
import { linkedBankAccount } from './linked-bank-account';

/**
 * The demo's simulated bank link (spec §5): disabled while in progress, then after the
 * simulated wait the new account joins the demo's ledger and a toast says so.
 */
export function LinkBankButton() {
  const db = useLedger();
  const [linking, setLinking] = useState(false);

  async function handleClick() {
    if (linking) return;
    setLinking(true);
    try {
      await simulateDelay();
      await addAccount(db, linkedBankAccount(todayLocalDate()));
      showSuccess(MESSAGES.bankLinked);
    } catch (error) {
      if (!(error instanceof LedgerError)) throw error;
      showError(error.message);
    } finally {
      setLinking(false);
    }
  }

  return (
    <Button
      size="lg"
      className="w-full sm:w-auto"
      icon={Link2}
      busy={linking}
      onClick={() => void handleClick()}
    >
      {linking ? MESSAGES.bankLinking : 'Collega la tua banca'}
    </Button>
  );
}
