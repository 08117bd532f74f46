import { Link2, LoaderCircle } from 'lucide-react';
import { MESSAGES } from '@traguardo/domain/messages';
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
    <button
      type="button"
      disabled={linking}
      onClick={() => void handleClick()}
      className="inline-flex w-full items-center justify-center gap-2 rounded-xl bg-brand-700 px-4 py-3 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-slate-500 sm:w-auto"
    >
      {linking ? (
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      ) : (
        <Link2 aria-hidden="true" className="size-5" />
      )}
      {linking ? MESSAGES.bankLinking : 'Collega la tua banca'}
    </button>
  );
}
