import { AUM_CHART_MONTHS } from '@traguardo/domain/constants';
import { aumTrend } from '@traguardo/sample-data/series';
import { AreaChart } from '@traguardo/ui/area-chart';
import { Card, CardContent, CardHeader, CardTitle } from '@traguardo/ui/card';

const shown = aumTrend.slice(-AUM_CHART_MONTHS);

export function AumTrendCard() {
  return (
    <Card as="section">
      <CardHeader>
        <CardTitle>Andamento AUM</CardTitle>
      </CardHeader>
      <CardContent>
        <AreaChart
          title={`Andamento AUM negli ultimi ${AUM_CHART_MONTHS} mesi`}
          labels={shown.map((point) => point.month)}
          series={[{ label: 'AUM', data: shown.map((point) => point.aum) }]}
          axis="euro-millions"
        />
      </CardContent>
    </Card>
  );
}
