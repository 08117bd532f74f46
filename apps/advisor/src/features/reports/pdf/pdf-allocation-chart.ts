import { type AllocationItem } from '@traguardo/domain/entities';
import { formatEuro, formatPercent } from '@traguardo/domain/format';
import { type ReportBlock } from './report-blocks';

/** An allocation as a donut chart titled `title`, with its weights and amounts in a table beside it. */
export function allocationChartBlock(
  title: string,
  allocation: readonly AllocationItem[],
): ReportBlock {
  return {
    kind: 'chart',
    title,
    spec: {
      kind: 'donut',
      labels: allocation.map((item) => item.name),
      series: [{ label: 'Quota', data: allocation.map((item) => item.value) }],
      axis: 'percent',
      cutout: '55%',
    },
    table: {
      kind: 'table',
      head: ['Classe di attivo', 'Peso', 'Importo'],
      body: allocation.map((item) => [
        item.name,
        formatPercent(item.value),
        formatEuro(item.amount),
      ]),
      rightAligned: [1, 2],
    },
  };
}
