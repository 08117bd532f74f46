import { type ClientStatus, type Client } from '@traguardo/domain/entities';
import { clientsByStatus } from '@traguardo/domain/status';

/** The vitals filter of spec §4: all (default), red, yellow, green. */
export type StatusFilter = 'all' | ClientStatus;

export const statusFilters: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Tutti' },
  { value: 'red', label: 'Critici' },
  { value: 'yellow', label: 'Attenzione' },
  { value: 'green', label: 'Eccellenti' },
];

export function filterByStatus(
  clients: readonly Client[],
  filter: StatusFilter,
): readonly Client[] {
  return filter === 'all' ? clients : clients.filter((client) => client.status === filter);
}

/** The count badge of every filter button; 'all' is the sum of the three statuses. */
export function statusFilterCounts(clients: readonly Client[]): Record<StatusFilter, number> {
  const byStatus = clientsByStatus(clients);
  return { all: byStatus.green + byStatus.yellow + byStatus.red, ...byStatus };
}
