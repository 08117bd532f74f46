import { describe, expect, it } from 'vitest';
import { type Client, type ClientStatus } from '@traguardo/domain/entities';
import { filterByStatus, statusFilterCounts, statusFilters } from './status-filter';

function createClient(id: string, status: ClientStatus): Client {
  return {
    id,
    name: `Cliente ${id}`,
    email: `${id}@example.it`,
    status,
    netWorth: 1000,
    savingsRate: 10,
    emergencyFund: 3,
    investmentFee: 1,
    insuranceGap: 10,
    lastContact: '2024-01-15',
  };
}

const clients = [
  createClient('c1', 'green'),
  createClient('c2', 'red'),
  createClient('c3', 'yellow'),
  createClient('c4', 'red'),
  createClient('c5', 'green'),
  createClient('c6', 'green'),
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
