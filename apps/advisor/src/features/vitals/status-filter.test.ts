import { describe, expect, it } from 'vitest';
import { createClient } from '@traguardo/domain/testing/factories';
import { filterByStatus, statusFilterCounts, statusFilters } from './status-filter';

const clients = [
  createClient({ id: 'c1', status: 'green' }),
  createClient({ id: 'c2', status: 'red' }),
  createClient({ id: 'c3', status: 'yellow' }),
  createClient({ id: 'c4', status: 'red' }),
  createClient({ id: 'c5', status: 'green' }),
  createClient({ id: 'c6', status: 'green' }),
];

describe('status filter', () => {
  it('offers Tutti, Critici, Attenzione, Eccellenti in this order', () => {
    expect(statusFilters.map((f) => f.label)).toEqual([
      'Tutti',
      'Critici',
      'Attenzione',
      'Eccellenti',
    ]);
  });

  it('keeps everyone for Tutti and one status otherwise', () => {
    expect(filterByStatus(clients, 'all')).toHaveLength(6);
    expect(filterByStatus(clients, 'red').map((c) => c.id)).toEqual(['c2', 'c4']);
    expect(filterByStatus(clients, 'yellow').map((c) => c.id)).toEqual(['c3']);
    expect(filterByStatus(clients, 'green').map((c) => c.id)).toEqual(['c1', 'c5', 'c6']);
  });

  it('counts match the filtered lists and add up to the total', () => {
    const counts = statusFilterCounts(clients);
    expect(counts).toEqual({ all: 6, red: 2, yellow: 1, green: 3 });
    for (const { value } of statusFilters) {
      expect(filterByStatus(clients, value)).toHaveLength(counts[value]);
    }
    expect(counts.red + counts.yellow + counts.green).toBe(counts.all);
  });

  it('counts zero for an empty list', () => {
    expect(statusFilterCounts([])).toEqual({ all: 0, red: 0, yellow: 0, green: 0 });
  });
});
