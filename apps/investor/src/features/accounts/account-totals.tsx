import { totalAssets, totalDebts } from '@traguardo/domain/accounts';
import { type Account } from '@traguardo/domain/entities';
import { formatEuro } from '@traguardo/domain/format';
import { Card, CardContent } from '@traguardo/ui/card';

/** The totals of every account, archived ones included (archiving hides, it spends nothing). */
export function AccountTotals({ accounts }: { accounts: readonly Account[] | undefined }) {
  const figure = (total: (all: readonly Account[]) => number) =>
    accounts === undefined ? '\u00a0' : formatEuro(total(accounts));
  return (
    <Card as="section" aria-label="Totali">
      <CardContent className="grid grid-cols-2 gap-4 pt-4 [&>*]:min-w-0">
        <div>
          <p className="text-sm text-slate-600">Totale attività</p>
          <p className="text-2xl font-semibold text-emerald-700 tabular-nums">
            {figure(totalAssets)}
          </p>
        </div>
        <div>
          <p className="text-sm text-slate-600">Totale debiti</p>
          <p className="text-2xl font-semibold text-red-700 tabular-nums">{figure(totalDebts)}</p>
        </div>
      </CardContent>
    </Card>
  );
}
