import { accountBalanceTone, type BalanceTone } from '@traguardo/domain/accounts';
import { type Account } from '@traguardo/domain/entities';
import { formatCount, formatDate, formatEuro } from '@traguardo/domain/format';
import { SectionCard } from '@traguardo/ui/card';
import { ListRow } from '@traguardo/ui/list-row';
import { accountTypeLabel } from './account-type-label';

// 700 shades keep 4.5:1 contrast on white.
const balanceClass: Record<BalanceTone, string> = {
  debt: 'text-red-700',
  good: 'text-emerald-700',
  neutral: 'text-slate-900',
  warning: 'text-amber-800',
};

export function AccountList({ accounts }: { accounts: readonly Account[] }) {
  return (
    <SectionCard
      title="I tuoi conti"
      aside={
        <span className="text-sm text-slate-600">
          {formatCount(accounts.length, 'conto', 'conti')}
        </span>
      }
    >
      <ul className="divide-y divide-slate-100" aria-label="Elenco dei conti">
        {accounts.map((account) => (
          <ListRow
            key={account.id}
            wrapTitle
            title={account.name}
            detailsClassName="flex flex-wrap items-center gap-2 text-sm text-slate-600"
            details={
              <>
                <span>{account.bank}</span>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                  {accountTypeLabel[account.type]}
                </span>
              </>
            }
            end={
              <div className="shrink-0 text-right">
                <p
                  className={`font-semibold tabular-nums ${balanceClass[accountBalanceTone(account)]}`}
                >
                  {formatEuro(account.balance)}
                </p>
                <p className="text-xs text-slate-600">
                  Aggiornato il {formatDate(account.lastUpdated)}
                </p>
              </div>
            }
          />
        ))}
      </ul>
    </SectionCard>
  );
}
