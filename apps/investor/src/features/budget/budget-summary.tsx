import { memo } from 'react';
import { SAVINGS_RATE_RING_MAX, SAVINGS_RATE_TARGET } from '@traguardo/domain/constants';
import { formatPercent } from '@traguardo/domain/format';
import { indicatorHealth } from '@traguardo/domain/health';
import { SAVINGS_RATE_NOT_MEASURED } from '@traguardo/domain/ledger-cash-flow';
import { formatCents } from '@traguardo/domain/ledger-money';
import { type MonthSummary } from '@traguardo/ledger/figure-queries';
import { Card, CardContent } from '@traguardo/ui/card';
import { CircularProgress } from '@traguardo/ui/circular-progress';
import { FixedFigure } from '@traguardo/ui/fixed-figure';

type BudgetSummaryProps = {
  /** Undefined while the month is read: the tiles keep their labels and their figures' places. */
  summary: MonthSummary | undefined;
  /** Another month is being read: these figures are the month before's (aria-busy). */
  reading?: boolean;
};

export const BudgetSummary = memo(function BudgetSummary({
  summary,
  reading = false,
}: BudgetSummaryProps) {
  const figure = (cents: (month: MonthSummary) => number) =>
    summary === undefined ? '\u00a0' : formatCents(cents(summary));
  // Null while the month has no recurring income: not yet measurable (ledgerSavingsRate).
  const rate = summary?.savingsRate;
  const tiles = [
    { label: 'Entrate', value: figure((s) => s.income), tone: 'text-emerald-700' },
    { label: 'Uscite', value: figure((s) => s.expenses), tone: 'text-red-700' },
    { label: 'Risparmi', value: figure((s) => s.net), tone: 'text-brand-800' },
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
          {rate === undefined ? (
            // The ring's place: a meter with no value would report one.
            <div aria-hidden="true" className="size-14 shrink-0 rounded-full bg-slate-100" />
          ) : rate === null ? (
            // Not yet measurable: a dash in the ring's place, no colour, no meter.
            <div className="flex size-14 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold">
              —
            </div>
          ) : (
            <CircularProgress
              value={rate}
              max={SAVINGS_RATE_RING_MAX}
              size="sm"
              color={indicatorHealth(rate, SAVINGS_RATE_TARGET)}
              label="Tasso di risparmio"
            >
              <span className="text-xs font-semibold">{formatPercent(rate)}</span>
            </CircularProgress>
          )}
          <div>
            <p className="text-sm text-slate-600">Tasso di risparmio</p>
            {/* The same for everyone, so in the shell too: the tile is as tall there. */}
            {rate === null ? (
              <p className="text-xs text-slate-600">{SAVINGS_RATE_NOT_MEASURED}</p>
            ) : (
              <p className="text-xs text-slate-600">
                Obiettivo <FixedFigure>{formatPercent(SAVINGS_RATE_TARGET)}</FixedFigure> sulle voci
                ricorrenti
              </p>
            )}
          </div>
        </CardContent>
      </Card>
    </section>
  );
});
