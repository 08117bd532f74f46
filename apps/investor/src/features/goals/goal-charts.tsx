import { MESSAGES, monteCarloSummary } from '@traguardo/domain/messages';
import { goalProgressSeries, monteCarloSeries } from '@traguardo/sample-data/series';
import { SectionCard } from '@traguardo/ui/card';
import { FixedFigure } from '@traguardo/ui/fixed-figure';
import { type LedgerGoal } from '@traguardo/domain/ledger-schemas';
import { DeferredBarChart, DeferredLineChart } from '@traguardo/ui/deferred-charts';

// Chart cards are `relative overflow-hidden`: the chart's visually hidden data table is
// absolutely positioned and, being a table, ignores `sr-only`'s 1px width, so unclipped
// it would widen the page on phones.
export function GoalProgressChart() {
  return (
    <SectionCard title="Andamento degli obiettivi" chart>
      <DeferredLineChart
        title="Avanzamento mensile degli obiettivi casa e pensione"
        labels={goalProgressSeries.map((p) => p.month)}
        series={[
          { label: 'Casa', data: goalProgressSeries.map((p) => p.casa) },
          { label: 'Pensione', data: goalProgressSeries.map((p) => p.pensione) },
        ]}
        axis="percent"
      />
    </SectionCard>
  );
}

export function MonteCarloChart() {
  return (
    <SectionCard title={MESSAGES.monteCarloTitle} chart contentClassName="space-y-2">
      <p className="text-lg font-semibold text-emerald-700">
        <FixedFigure>{monteCarloSummary()}</FixedFigure>
      </p>
      <DeferredLineChart
        title="Proiezione del patrimonio per anno: scenari conservativo, atteso e ottimista"
        labels={monteCarloSeries.map((p) => String(p.year))}
        series={[
          { label: 'Conservativo', data: monteCarloSeries.map((p) => p.conservative) },
          { label: 'Atteso', data: monteCarloSeries.map((p) => p.expected) },
          { label: 'Ottimista', data: monteCarloSeries.map((p) => p.optimistic) },
        ]}
        axis="euro-k"
      />
    </SectionCard>
  );
}

/** The open profile's own goals: how far each has come, in percent. */
export function OwnGoalsProgressChart({ goals }: { goals: readonly LedgerGoal[] }) {
  return (
    <SectionCard title="Andamento degli obiettivi" chart>
      <DeferredBarChart
        title="Avanzamento di ogni obiettivo, in percentuale"
        labels={goals.map((goal) => goal.name)}
        series={[{ label: 'Avanzamento', data: goals.map((goal) => goal.progress) }]}
        axis="percent"
      />
    </SectionCard>
  );
}
