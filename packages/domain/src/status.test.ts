import { describe, expect, it } from 'vitest';
import {
  averageSavingsRate,
  CLIENT_STATUSES,
  clientsByStatus,
  isClientStatus,
  statusLabel,
  totalAum,
} from './status';
import { createClient } from './testing/factories';

describe('statusLabel', () => {
  it.each([
    ['dashboard', ['Eccellente', 'Attenzione', 'Critico']],
    ['investor', ['Ottimo', 'Attenzione', 'Critico']],
    ['detail', ['In Salute', 'Attenzione', 'Critico']],
    ['report', ['OK', 'ATT', 'CRIT']],
  ] as const)('reads the %s set as the spec says', (set, labels) => {
    expect(CLIENT_STATUSES.map((status) => statusLabel(status, set))).toEqual(labels);
  });
});

describe('isClientStatus', () => {
  it('accepts only the three statuses', () => {
    expect(CLIENT_STATUSES.every(isClientStatus)).toBe(true);
    for (const value of ['GREEN', 'blue', '', 'toString', undefined, 1, null]) {
      expect(isClientStatus(value)).toBe(false);
    }
  });
});

describe('client aggregates', () => {
  const clients = [
    createClient({ id: 'a', status: 'green', netWorth: 1247500, savingsRate: 28 }),
    createClient({ id: 'b', status: 'red', netWorth: 95300, savingsRate: 3 }),
    createClient({ id: 'c', status: 'green', netWorth: 868200, savingsRate: 24 }),
    createClient({ id: 'd', status: 'yellow', netWorth: Number.NaN, savingsRate: Number.NaN }),
  ];

  it('counts clients per status', () => {
    expect(clientsByStatus(clients)).toEqual({ green: 2, yellow: 1, red: 1 });
    expect(clientsByStatus([])).toEqual({ green: 0, yellow: 0, red: 0 });
  });

  it('sums net worth into the AUM, skipping broken figures', () => {
    expect(totalAum(clients)).toBe(2211000);
    expect(totalAum([])).toBe(0);
  });

  it('averages the savings rate, rounded, 0 for no clients', () => {
    expect(averageSavingsRate(clients)).toBe(14);
    expect(averageSavingsRate(clients.slice(0, 3))).toBe(18);
    expect(averageSavingsRate([])).toBe(0);
  });
});
