import { TrendingDown, TrendingUp } from 'lucide-react';
import { FINANCIAL_SCORE } from '@traguardo/domain/constants';
import { formatPercentOneDecimal } from '@traguardo/domain/format';
import { type NetWorthChange } from '@traguardo/domain/ledger-balances';
import { formatCentsWhole } from '@traguardo/domain/ledger-money';
import { Card, CardContent } from '@traguardo/ui/card';
import { CircularProgress } from '@traguardo/ui/circular-progress';

type NetWorthCardProps = {
  /** Undefined until the ledger is read: the card keeps its place, with no figure. */
  netWorth: NetWorthChange | undefined;
  /** The demo shows the spec's fixed financial score; the own profile has no score to show. */
  showScore: boolean;
};

function changeText({ change, percent }: NetWorthChange): string {
  if (change === null) return 'Nessun conto aperto il mese scorso';
  if (change === 0) return 'Invariato rispetto al mese scorso';
  const sign = change > 0 ? '+' : '';
  const amount = percent === null ? formatCentsWhole(change) : formatPercentOneDecimal(percent);
  return `${sign}${amount} sul mese scorso`;
}

export function NetWorthCard({ netWorth, showScore }: NetWorthCardProps) {
  const change = netWorth?.change ?? null;
  // No arrow where there is nothing to compare with.
  const Trend = change === null ? null : change < 0 ? TrendingDown : TrendingUp;
  return (
    <Card as="section" aria-labelledby="home-patrimonio" className="overflow-hidden">
      {/* The tint sits on an inner box: Card's own white background would win over a class.
          Always the score's height (its ring, label and padding), so the card does not grow
          when the score comes with the figures. */}
      <CardContent className="flex min-h-[156px] items-center justify-between gap-4 bg-hero pt-4 text-hero-ink">
        {/* At the top, not centred: its height grows with the figures (the change's line wraps
            on a phone), which would move it. */}
        <div aria-busy={netWorth === undefined} className="self-start">
          <h2 id="home-patrimonio" className="text-sm font-medium text-hero-muted">
            Patrimonio netto
          </h2>
          {netWorth === undefined ? (
            <div className="mt-1 h-16" />
          ) : (
            <>
              <p className="mt-1 text-3xl font-bold tabular-nums">
                {formatCentsWhole(netWorth.current)}
              </p>
              <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-hero-ink/15 px-2 py-0.5 text-sm">
                {Trend === null ? null : <Trend aria-hidden="true" className="size-4" />}
                {changeText(netWorth)}
              </p>
            </>
          )}
        </div>
        {showScore && (
          <div className="flex flex-col items-center gap-1 rounded-2xl bg-white p-2 text-slate-900">
            <CircularProgress
              value={FINANCIAL_SCORE}
              size="md"
              color="green"
              label="Punteggio finanziario"
            >
              <span className="text-lg font-bold">{`${FINANCIAL_SCORE}%`}</span>
            </CircularProgress>
            {/* On one line: wrapped on a phone it would make the card taller than its shell. */}
            <span className="text-xs font-medium whitespace-nowrap text-slate-700">
              Punteggio finanziario
            </span>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
