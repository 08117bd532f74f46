// The demo's simulated history and allocation of its sample clients, derived from each
// client's own figures so that the charts agree with them. Only the demo's sample clients
// get these (client-record.ts): a client the advisor entered or imported never does.
// The alerts are a rule: domain/client-alerts.ts.
import {
  type AllocationItem,
  type Client,
  type ClientStatus,
  type IsoDate,
  type NetWorthPoint,
} from '@traguardo/domain/entities';
import { lastMonthsShortLabels } from '@traguardo/domain/month-labels';

/** Months of the report's trend; the client page shows the last six. */
export const CLIENT_HISTORY_YEAR_MONTHS = 12;
export const CLIENT_HISTORY_PAGE_MONTHS = 6;

// Share of today's net worth at the end of each of the last twelve months: a gently rising path.
const yearFactors: readonly number[] = [
  0.83, 0.84, 0.86, 0.87, 0.89, 0.9, 0.91, 0.93, 0.95, 0.97, 0.98, 1,
];

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

/**
 * A sample client's net worth at the end of each of the last twelve months, the month of
 * `today` last (its figure today's net worth), oldest first.
 */
export function clientNetWorthYear(client: Client, today: IsoDate): NetWorthPoint[] {
  return lastMonthsShortLabels(today, CLIENT_HISTORY_YEAR_MONTHS).map((month, i) => ({
    month,
    value: Math.round(client.netWorth * (yearFactors[i] ?? 1)),
  }));
}

export function clientAllocation(client: Client): AllocationItem[] {
  return allocationByStatus[client.status].map(([name, value]) => ({
    name,
    value,
    amount: Math.round((client.netWorth * value) / 100),
  }));
}
