import { memo } from 'react';
import { Repeat } from 'lucide-react';
import { Link } from 'react-router-dom';
import { RECENT_TRANSACTIONS_SHOWN } from '@traguardo/domain/constants';
import { formatDate } from '@traguardo/domain/format';
import { formatCents } from '@traguardo/domain/ledger-money';
import { type LedgerTransaction } from '@traguardo/domain/ledger-schemas';
import { buttonClassName } from '@traguardo/ui/button';
import { SectionCard } from '@traguardo/ui/card';
import { ListRow } from '@traguardo/ui/list-row';

type RecentTransactionsProps = {
  /** Undefined while the month is read: the rows' places are kept, empty. */
  transactions: readonly LedgerTransaction[] | undefined;
  /** A category's name by its id. */
  categoryName: (id: string) => string;
};

export const RecentTransactions = memo(function RecentTransactions({
  transactions,
  categoryName,
}: RecentTransactionsProps) {
  return (
    <SectionCard title="Transazioni recenti" contentClassName="space-y-3">
      {transactions === undefined ? (
        <ul aria-hidden="true" className="divide-y divide-slate-100">
          {Array.from({ length: RECENT_TRANSACTIONS_SHOWN }, (_, index) => (
            <ListRow
              key={index}
              dense
              title={'\u00a0'}
              detailsClassName="text-xs"
              details={'\u00a0'}
              end={null}
            />
          ))}
        </ul>
      ) : transactions.length === 0 ? (
        <p className="text-sm text-slate-600">Nessun movimento in questo mese.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Ultime transazioni">
          {transactions.map((t) => (
            <ListRow
              key={t.id}
              dense
              title={t.description}
              detailsClassName="flex flex-wrap items-center gap-2 text-xs text-slate-600"
              details={
                <>
                  <span>{`${categoryName(t.categoryId)} · ${formatDate(t.date)}`}</span>
                  {t.recurring && (
                    <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 font-medium text-amber-800">
                      <Repeat aria-hidden="true" className="size-3" />
                      Ricorrente
                    </span>
                  )}
                </>
              }
              end={
                <p
                  className={`shrink-0 font-semibold tabular-nums ${t.amount < 0 ? 'text-slate-900' : 'text-emerald-700'}`}
                >
                  {formatCents(t.amount)}
                </p>
              }
            />
          ))}
        </ul>
      )}
      <Link to="/transactions" className={buttonClassName({ variant: 'outline', size: 'sm' })}>
        Movimenti
      </Link>
    </SectionCard>
  );
});
