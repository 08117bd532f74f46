import { totalAssets, totalDebts } from '@traguardo/domain/accounts';
import { type Account } from '@traguardo/domain/entities';
import { formatEuro } from '@traguardo/domain/format';
import { Card, CardContent } from '@traguardo/ui/card';

export function AccountTotals({ accounts }: { accounts: readonly Account[] }) {
  return (
    <Card as="section" aria-label="Totali">
      <CardContent className="grid grid-cols-2 gap-4 pt-4 [&>*]:min-w-0">
        <div>
          <p className="text-sm text-slate-600">Totale attività</p>
          <p className="text-2xl font-semibold text-emerald-700 tabular-nums">
            {formatEuro(totalAssets(accounts))}
          </p>
        </div>
        <div>
          <p className="text-sm text-slate-600">Totale debiti</p>
          <p className="text-2xl font-semibold text-red-700 tabular-nums">
            {formatEuro(totalDebts(accounts))}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
