import { memo } from 'react';
import { type ClientStatus } from '@traguardo/domain/entities';
import { statusLabel } from '@traguardo/domain/status';
import { Card, CardContent, CardHeader, CardTitle } from '@traguardo/ui/card';
import { DEFAULT_CHART_HEIGHT } from '@traguardo/ui/chart-props';
import { DeferredDonutChart } from '@traguardo/ui/deferred-charts';
import { toneFill, toneHex } from '@traguardo/ui/tone';

// Slice order and colours of the issue: Eccellente green, Attenzione yellow, Critico red.
const slices: readonly ClientStatus[] = ['green', 'yellow', 'red'];

// Memoized: redrawn only when the counts (computed once per client list) change.
export const StatusDonutCard = memo(function StatusDonutCard({
  counts,
  caption,
}: {
  /** Undefined while the book is read: the card shows its title and legend, the chart's place held. */
  counts: Record<ClientStatus, number> | undefined;
  /** Which clients the donut counts, under its title. */
  caption: string;
}) {
  const labels = slices.map((status) => statusLabel(status, 'dashboard'));
  return (
    <Card as="section">
      <CardHeader>
        <CardTitle>Distribuzione stato clienti</CardTitle>
        <p className="text-sm text-slate-600">{caption}</p>
      </CardHeader>
      <CardContent className="space-y-3">
        {counts === undefined ? (
          <div
            aria-busy="true"
            className="w-full rounded-lg bg-slate-100"
            style={{ height: DEFAULT_CHART_HEIGHT }}
          />
        ) : (
          <DeferredDonutChart
            title="Distribuzione dei clienti per stato"
            labels={labels}
            series={[{ label: 'Clienti', data: slices.map((status) => counts[status]) }]}
            axis="count"
            colors={slices.map((status) => toneHex[status])}
          />
        )}
        <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm" aria-label="Legenda">
          {slices.map((status, i) => (
            <li key={status} className="flex items-center gap-1.5">
              <span className={`size-3 rounded-full ${toneFill[status]}`} aria-hidden="true" />
              <span className="text-slate-700">{labels[i]}</span>
              <span className="font-semibold text-slate-900">{counts?.[status] ?? '\u00a0'}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
});
