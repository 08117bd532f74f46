// Overview charts of the advisor's client detail page. A real product would read these
// from the client's accounts; the demo derives them from the client's own KPIs so that
// every client (and any client added later) has coherent charts. The alerts are a rule:
// domain/client-alerts.ts.
import {
  type AllocationItem,
  type Client,
  type ClientStatus,
  type NetWorthPoint,
} from '@traguardo/domain/entities';

/** The last twelve months, oldest first: the report's trend (the client page shows the last six). */
const yearMonths: readonly string[] = [
  'Gen',
  'Feb',
  'Mar',
  'Apr',
  'Mag',
  'Giu',
  'Lug',
  'Ago',
  'Set',
  'Ott',
  'Nov',
  'Dic',
];

// Share of today's net worth in each past month: a gently rising path.
const yearFactors: readonly number[] = [
  0.83, 0.84, 0.86, 0.87, 0.89, 0.9, 0.91, 0.93, 0.95, 0.97, 0.98, 1,
];

/** Months of the client page's net-worth chart, oldest first: the year's last six. */
const clientHistoryMonths: readonly string[] = yearMonths.slice(-6);

const allocationByStatus: Record<ClientStatus, readonly [string, number][]> = {
  green: [
    ['Azioni', 60],
    ['Obbligazioni', 30],
    ['Liquidità', 10],
  ],
  yellow: [
    ['Azioni', 45],
    ['Obbligazioni', 35],
    ['Liquidità', 20],
  ],
  red: [
    ['Azioni', 20],
    ['Obbligazioni', 30],
    ['Liquidità', 50],
  ],
};

/** The client's net worth over the last twelve months, for the report's trend. */
export function clientNetWorthYear(client: Client): NetWorthPoint[] {
  return yearMonths.map((month, i) => ({
    month,
    value: Math.round(client.netWorth * (yearFactors[i] ?? 1)),
  }));
}

/** The last six months of clientNetWorthYear, for the client page's chart. */
export function clientNetWorthHistory(client: Client): NetWorthPoint[] {
  return clientNetWorthYear(client).slice(-clientHistoryMonths.length);
}

export function clientAllocation(client: Client): AllocationItem[] {
  return allocationByStatus[client.status].map(([name, value]) => ({
    name,
    value,
    amount: Math.round((client.netWorth * value) / 100),
  }));
}
