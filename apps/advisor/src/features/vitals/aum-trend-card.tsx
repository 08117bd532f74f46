import { memo } from 'react';
import { TrendingUp } from 'lucide-react';
import { AUM_CHART_MONTHS } from '@traguardo/domain/constants';
import { type AumPoint } from '@traguardo/domain/entities';
import { Card, CardContent, CardHeader, CardTitle } from '@traguardo/ui/card';
import { DEFAULT_CHART_HEIGHT } from '@traguardo/ui/chart-props';
import { DeferredAreaChart } from '@traguardo/ui/deferred-charts';
import { EmptyState } from '@traguardo/ui/empty-state';

// chart.js arrives after the dashboard's first render: tiles and clients show first.

type AumTrendCardProps = {
  /**
   * The last months, today's last at the AUM shown; null when the book keeps no history
   * (the own book); undefined while the book is read.
   */
  trend: readonly AumPoint[] | null | undefined;
};

// Memoized: the trend is computed once per client list, so filter switches never redraw it.
export const AumTrendCard = memo(function AumTrendCard({ trend }: AumTrendCardProps) {
  return (
    <Card as="section">
      <CardHeader>
        <CardTitle>Andamento AUM</CardTitle>
      </CardHeader>
      <CardContent>
        {trend === undefined ? (
          <div
            aria-busy="true"
            className="w-full rounded-lg bg-slate-100"
            style={{ height: DEFAULT_CHART_HEIGHT }}
          />
        ) : trend === null ? (
          <EmptyState
            icon={TrendingUp}
            title="Nessuno storico dell’AUM"
            description="Dei tuoi clienti è registrato solo il patrimonio di oggi, sommato in «AUM totale»: l’andamento dei mesi passati non viene stimato."
          />
        ) : (
          <DeferredAreaChart
            title={`Andamento AUM negli ultimi ${AUM_CHART_MONTHS} mesi`}
            labels={trend.map((point) => point.month)}
            series={[{ label: 'AUM', data: trend.map((point) => point.aum) }]}
            axis="euro-millions"
          />
        )}
      </CardContent>
    </Card>
  );
});
