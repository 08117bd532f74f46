// The aggregate report's book-wide sections: totals, and how the clients spread by status,
// by net worth and across asset classes, each chart with its figures beside it.
import { IMPORT_FILE_STEP } from '@traguardo/domain/client-missing-data';
import { type Client } from '@traguardo/domain/entities';
import { formatEuro, formatNumber, formatPercent } from '@traguardo/domain/format';
import { clientsByStatus, statusLabel, totalAum } from '@traguardo/domain/status';
import { allocationChartBlock } from './pdf-allocation-chart';
import { type ReportBlock } from './report-blocks';
import { type BookAllocation } from './report-pdf-input';

/**
 * Net worth bands of the distribution, in euro: each from its bound up to the next one.
 * Short labels, so five fit under the chart's bars; the table's header says the unit.
 */
const NET_WORTH_BANDS: readonly { label: string; from: number }[] = [
  { label: 'Fino a 250k', from: 0 },
  { label: '250k–500k', from: 250_000 },
  { label: '500k–1M', from: 500_000 },
  { label: '1M–2M', from: 1_000_000 },
  { label: 'Oltre 2M', from: 2_000_000 },
];

function netWorthBandCounts(clients: readonly Client[]): number[] {
  const counts = NET_WORTH_BANDS.map(() => 0);
  for (const client of clients) {
    let band = 0;
    NET_WORTH_BANDS.forEach(({ from }, i) => {
      if (client.netWorth >= from) band = i;
    });
    counts[band] = (counts[band] ?? 0) + 1;
  }
  return counts;
}

const share = (count: number, total: number) =>
  formatPercent(total === 0 ? 0 : (count / total) * 100);

export function bookSections(
  clients: readonly Client[],
  allocation: BookAllocation,
): ReportBlock[] {
  const total = clients.length;
  const aum = totalAum(clients);
  const byStatus = clientsByStatus(clients);
  const statuses = (['green', 'yellow', 'red'] as const).map((status) => ({
    label: statusLabel(status, 'dashboard'),
    count: byStatus[status],
  }));
  const bands = netWorthBandCounts(clients);
  return [
    { kind: 'heading', text: 'Totali e distribuzioni', newPage: true },
    {
      kind: 'figures',
      items: [
        { label: 'Clienti', value: formatNumber(total) },
        { label: 'Patrimonio gestito', value: formatEuro(aum) },
        { label: 'Patrimonio medio', value: formatEuro(total === 0 ? 0 : aum / total) },
      ],
    },
    {
      kind: 'chart',
      title: 'Clienti per stato',
      spec: {
        kind: 'bar',
        labels: statuses.map((s) => s.label),
        series: [{ label: 'Clienti', data: statuses.map((s) => s.count) }],
        axis: 'count',
      },
      table: {
        kind: 'table',
        head: ['Stato', 'Clienti', 'Quota'],
        body: statuses.map((s) => [s.label, formatNumber(s.count), share(s.count, total)]),
        rightAligned: [1, 2],
      },
    },
    {
      kind: 'chart',
      title: 'Clienti per patrimonio netto',
      spec: {
        kind: 'bar',
        labels: NET_WORTH_BANDS.map((band) => band.label),
        series: [{ label: 'Clienti', data: bands }],
        axis: 'count',
      },
      table: {
        kind: 'table',
        head: ['Patrimonio (€)', 'Clienti', 'Quota'],
        body: NET_WORTH_BANDS.map((band, i) => [
          band.label,
          formatNumber(bands[i] ?? 0),
          share(bands[i] ?? 0, total),
        ]),
        rightAligned: [1, 2],
      },
    },
    { kind: 'heading', text: 'Allocazione complessiva', newPage: true },
    ...bookAllocationBlocks(allocation, total),
  ];
}

/** The firm's allocation over the clients whose allocation is known, saying how many those are. */
function bookAllocationBlocks({ items, clients }: BookAllocation, total: number): ReportBlock[] {
  if (clients === 0) {
    return [
      {
        kind: 'text',
        text: `Nessun cliente ha un’allocazione del portafoglio registrata: Traguardo non la stima. ${IMPORT_FILE_STEP}`,
      },
    ];
  }
  const chart = allocationChartBlock('Allocazione complessiva dei clienti', items);
  if (clients === total) return [chart];
  return [
    chart,
    {
      kind: 'text',
      text: `Sui ${formatNumber(clients)} clienti su ${formatNumber(total)} con l’allocazione registrata; degli altri non è nota e non viene stimata.`,
      muted: true,
    },
  ];
}
