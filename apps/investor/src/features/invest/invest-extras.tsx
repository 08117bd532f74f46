import { PiggyBank } from 'lucide-react';
import { HIGH_YIELD_APY, HIGH_YIELD_FEES, HIGH_YIELD_GUARANTEE } from '@traguardo/domain/constants';
import { formatEuro, formatPercentOneDecimal } from '@traguardo/domain/format';
import { Card, CardContent, CardHeader, CardTitle } from '@traguardo/ui/card';

export function HighYieldAccountCard() {
  return (
    <Card as="section" aria-labelledby="invest-extras-1" className="border-brand-200 bg-brand-50">
      <CardHeader>
        <CardTitle>
          <span id="invest-extras-1">Conto ad alto rendimento</span>
        </CardTitle>
        <PiggyBank aria-hidden="true" className="size-6 text-brand-700" />
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold text-brand-800">{`${formatPercentOneDecimal(HIGH_YIELD_APY)} APY`}</p>
        <ul className="mt-2 space-y-1 text-sm text-slate-800">
          <li>{`Garanzia fino a ${formatEuro(HIGH_YIELD_GUARANTEE)}`}</li>
          <li>{`${formatEuro(HIGH_YIELD_FEES)} di commissioni`}</li>
          <li>Tasso variabile, aggiornato settimanalmente</li>
        </ul>
      </CardContent>
    </Card>
  );
}
