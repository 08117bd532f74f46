import { TrendingUp } from 'lucide-react';
import { householdNetWorth } from '@traguardo/domain/accounts';
import { FINANCIAL_SCORE } from '@traguardo/domain/constants';
import { formatEuro, formatPercentOneDecimal } from '@traguardo/domain/format';
import { property } from '@traguardo/sample-data/accounts';
import { netWorthChangePercent } from '@traguardo/sample-data/investor-home';
import { Card, CardContent } from '@traguardo/ui/card';
import { CircularProgress } from '@traguardo/ui/circular-progress';

import { useAccountsStore } from '../../stores/accounts-store';

export function NetWorthCard() {
  const accounts = useAccountsStore((s) => s.accounts);
  return (
    <Card as="section" aria-labelledby="home-patrimonio" className="overflow-hidden">
      {/* The tint sits on an inner box: Card's own white background would win over a class. */}
      <CardContent className="flex items-center justify-between gap-4 bg-hero pt-4 text-hero-ink">
        <div>
          <h2 id="home-patrimonio" className="text-sm font-medium text-hero-muted">
            Patrimonio netto
          </h2>
          <p className="mt-1 text-3xl font-bold tabular-nums">
            {formatEuro(householdNetWorth(accounts, property))}
          </p>
          <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-hero-ink/15 px-2 py-0.5 text-sm">
            <TrendingUp aria-hidden="true" className="size-4" />
            {`+${formatPercentOneDecimal(netWorthChangePercent)} da inizio anno`}
          </p>
        </div>
        <div className="flex flex-col items-center gap-1 rounded-2xl bg-white p-2 text-slate-900">
          <CircularProgress
            value={FINANCIAL_SCORE}
            size="md"
            color="green"
            label="Punteggio finanziario"
          >
            <span className="text-lg font-bold">{`${FINANCIAL_SCORE}%`}</span>
          </CircularProgress>
          <span className="text-xs font-medium text-slate-700">Punteggio finanziario</span>
        </div>
      </CardContent>
    </Card>
  );
}
