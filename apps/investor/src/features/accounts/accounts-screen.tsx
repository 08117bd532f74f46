import { ScreenHeader } from '@traguardo/ui/screen-header';
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
      <ScreenHeader
        title="Conti"
        description="Tutti i tuoi conti in un solo posto"
        action={<LinkBankButton />}
      />
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
