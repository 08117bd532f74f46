import { memo } from 'react';
import { SAVINGS_RATE_RING_MAX, SAVINGS_RATE_TARGET } from '@traguardo/domain/constants';
import { formatPercent } from '@traguardo/domain/format';
import { indicatorHealth } from '@traguardo/domain/health';
import { formatCents } from '@traguardo/domain/ledger-money';
import { type MonthSummary } from '@traguardo/ledger/figure-queries';
import { Card, CardContent } from '@traguardo/ui/card';
import { CircularProgress } from '@traguardo/ui/circular-progress';

type BudgetSummaryProps = {
  summary: MonthSummary;
  /** Another month is being read: these figures are the month before's (aria-busy). */
  reading?: boolean;
};

export const BudgetSummary = memo(function BudgetSummary({
  summary,
  reading = false,
}: BudgetSummaryProps) {
  const rate = summary.savingsRate;
  const tiles = [
    { label: 'Entrate', value: formatCents(summary.income), tone: 'text-emerald-700' },
    { label: 'Uscite', value: formatCents(summary.expenses), tone: 'text-red-700' },
    { label: 'Risparmi', value: formatCents(summary.net), tone: 'text-brand-800' },
  ];
  return (
    <section
      aria-labelledby="budget-riepilogo"
      aria-busy={reading}
      className="grid grid-cols-2 gap-3 lg:grid-cols-4 [&>*]:min-w-0"
    >
      <h2 id="budget-riepilogo" className="sr-only">
        Riepilogo del mese
      </h2>
      {tiles.map((tile) => (
        <Card key={tile.label}>
          <CardContent className="pt-4">
            <p className="text-sm text-slate-600">{tile.label}</p>
            <p className={`text-xl font-semibold tabular-nums ${tile.tone}`}>{tile.value}</p>
          </CardContent>
        </Card>
      ))}
      <Card>
        <CardContent className="flex items-center gap-3 pt-4">
          <CircularProgress
            value={rate}
            max={SAVINGS_RATE_RING_MAX}
            size="sm"
            color={indicatorHealth(rate, SAVINGS_RATE_TARGET)}
            label="Tasso di risparmio"
          >
            <span className="text-xs font-semibold">{formatPercent(rate)}</span>
          </CircularProgress>
          <div>
            <p className="text-sm text-slate-600">Tasso di risparmio</p>
            <p className="text-xs text-slate-600">{`Obiettivo ${formatPercent(SAVINGS_RATE_TARGET)}`}</p>
          </div>
        </CardContent>
      </Card>
    </section>
  );
});
