import { type Health } from './colors';
import { type Client, type ClientStatus } from './entities';

export type StatusLabelSet = 'dashboard' | 'investor' | 'detail' | 'report';

// The same three statuses read differently by screen (spec §4).
const statusLabels: Record<StatusLabelSet, Record<ClientStatus, string>> = {
  dashboard: { green: 'Eccellente', yellow: 'Attenzione', red: 'Critico' },
  investor: { green: 'Ottimo', yellow: 'Attenzione', red: 'Critico' },
  detail: { green: 'In Salute', yellow: 'Attenzione', red: 'Critico' },
  report: { green: 'OK', yellow: 'ATT', red: 'CRIT' },
};

export function statusLabel(status: ClientStatus | Health, set: StatusLabelSet): string {
  return statusLabels[set][status];
}

export const CLIENT_STATUSES: readonly ClientStatus[] = ['green', 'yellow', 'red'];

export function isClientStatus(value: unknown): value is ClientStatus {
  return typeof value === 'string' && (CLIENT_STATUSES as readonly string[]).includes(value);
}

export function clientsByStatus(clients: readonly Client[]): Record<ClientStatus, number> {
  const counts: Record<ClientStatus, number> = { green: 0, yellow: 0, red: 0 };
  for (const c of clients) counts[c.status] += 1;
  return counts;
}

/** Total assets under management: the sum of the clients' net worth. */
export function totalAum(clients: readonly Client[]): number {
  return clients.reduce((sum, c) => sum + (Number.isFinite(c.netWorth) ? c.netWorth : 0), 0);
}

/** Average savings rate, rounded; 0 for no clients. */
export function averageSavingsRate(clients: readonly Client[]): number {
  if (clients.length === 0) return 0;
  const sum = clients.reduce((s, c) => s + (Number.isFinite(c.savingsRate) ? c.savingsRate : 0), 0);
  return Math.round(sum / clients.length);
}
