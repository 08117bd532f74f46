import { useAccountsStore } from '../../stores/accounts-store';
import { AccountList } from './account-list';
import { AccountTotals } from './account-totals';
import { HighYieldCard } from '../../components/high-yield-card';
import { LinkBankButton } from './link-bank-button';
import { PropertyCard } from './property-card';

export function AccountsScreen() {
  const accounts = useAccountsStore((s) => s.accounts);
  return (
    <div className="space-y-4">
      <title>Conti · Traguardo</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Conti</h1>
          <p className="text-sm text-slate-600">Tutti i tuoi conti in un solo posto</p>
        </div>
        <LinkBankButton />
      </div>
      <AccountTotals accounts={accounts} />
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr] [&>*]:min-w-0">
        <AccountList accounts={accounts} />
        <div className="space-y-4">
          <HighYieldCard />
          <PropertyCard />
        </div>
      </div>
    </div>
  );
}
