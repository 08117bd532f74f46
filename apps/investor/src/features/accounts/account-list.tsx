import { formatCount } from '@traguardo/domain/format';
import { SectionCard } from '@traguardo/ui/card';
import { AccountRow } from './account-row';
import { type AccountRow as Row } from './account-rows';

type AccountListProps = {
  title: string;
  /** The list's accessible name. */
  label: string;
  /** Undefined while the ledger is read: the card's frame only. */
  accounts: readonly Row[] | undefined;
  onEdit: (account: Row) => void;
  onArchive: (account: Row, archived: boolean) => void;
  onDelete: (account: Row) => void;
};

export function AccountList({ title, label, accounts, ...actions }: AccountListProps) {
  return (
    <SectionCard
      title={title}
      aside={
        accounts === undefined ? null : (
          <span className="text-sm text-slate-600">
            {formatCount(accounts.length, 'conto', 'conti')}
          </span>
        )
      }
    >
      {/* Being read, the list holds a screen's height: what follows it (the high-yield card
          on a phone) is out of sight until the accounts arrive, and does not jump then. */}
      <ul
        className={accounts === undefined ? 'min-h-screen' : 'divide-y divide-slate-100'}
        aria-label={label}
        aria-busy={accounts === undefined}
      >
        {accounts?.map((account) => (
          <AccountRow key={account.id} account={account} {...actions} />
        ))}
      </ul>
    </SectionCard>
  );
}
