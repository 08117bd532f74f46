import { Repeat } from 'lucide-react';
import { RECENT_TRANSACTIONS_SHOWN } from '@traguardo/domain/constants';
import { formatDate, formatEuroCents } from '@traguardo/domain/format';
import { transactions } from '@traguardo/sample-data/transactions';
import { SectionCard } from '@traguardo/ui/card';
import { ListRow } from '@traguardo/ui/list-row';

export function RecentTransactions() {
  const recent = transactions.slice(0, RECENT_TRANSACTIONS_SHOWN);
  return (
    <SectionCard title="Transazioni recenti">
      <ul className="divide-y divide-slate-100" aria-label="Ultime transazioni">
        {recent.map((t) => (
          <ListRow
            key={t.id}
            dense
            title={t.description}
            detailsClassName="flex flex-wrap items-center gap-2 text-xs text-slate-600"
            details={
              <>
                <span>{`${t.category} · ${formatDate(t.date)}`}</span>
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
                {formatEuroCents(t.amount)}
              </p>
            }
          />
        ))}
      </ul>
    </SectionCard>
  );
}
