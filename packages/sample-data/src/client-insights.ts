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

/** Months of the client net-worth chart, oldest first. */
export const clientHistoryMonths: readonly string[] = ['Lug', 'Ago', 'Set', 'Ott', 'Nov', 'Dic'];

// Share of today's net worth in each past month: a gently rising path.
const historyFactors: readonly number[] = [0.91, 0.93, 0.95, 0.97, 0.98, 1];

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

export function clientNetWorthHistory(client: Client): NetWorthPoint[] {
  return clientHistoryMonths.map((month, i) => ({
    month,
    value: Math.round(client.netWorth * (historyFactors[i] ?? 1)),
  }));
}

export function clientAllocation(client: Client): AllocationItem[] {
  return allocationByStatus[client.status].map(([name, value]) => ({
    name,
    value,
    amount: Math.round((client.netWorth * value) / 100),
  }));
}
