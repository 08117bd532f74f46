import { memo } from 'react';
import { AUM_CHART_MONTHS } from '@traguardo/domain/constants';
import { aumTrend } from '@traguardo/sample-data/series';
import { Card, CardContent, CardHeader, CardTitle } from '@traguardo/ui/card';
import { DeferredAreaChart } from '@traguardo/ui/deferred-charts';

// chart.js arrives after the dashboard's first render: tiles and clients show first.

const shown = aumTrend.slice(-AUM_CHART_MONTHS);

// Memoized: the chart has no props, so filter switches never redraw it.
export const AumTrendCard = memo(function AumTrendCard() {
  return (
    <Card as="section">
      <CardHeader>
        <CardTitle>Andamento AUM</CardTitle>
      </CardHeader>
      <CardContent>
        <DeferredAreaChart
          title={`Andamento AUM negli ultimi ${AUM_CHART_MONTHS} mesi`}
          labels={shown.map((point) => point.month)}
          series={[{ label: 'AUM', data: shown.map((point) => point.aum) }]}
          axis="euro-millions"
        />
      </CardContent>
    </Card>
  );
});
