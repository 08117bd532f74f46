import { Link2 } from 'lucide-react';
import { MESSAGES } from '@traguardo/domain/messages';
import { Button } from '@traguardo/ui/button';
import { showSuccess } from '@traguardo/ui/toast';

import { useAccountsStore } from '../../stores/accounts-store';

export function LinkBankButton() {
  const linking = useAccountsStore((s) => s.linkStatus === 'linking');
  const linkBank = useAccountsStore((s) => s.linkBank);

  async function handleClick() {
    const account = await linkBank();
    if (account !== undefined) showSuccess(MESSAGES.bankLinked);
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
