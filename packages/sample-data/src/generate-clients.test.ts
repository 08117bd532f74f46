import { isClientStatus } from '@traguardo/domain/status';
import { describe, expect, it } from 'vitest';
import { generateClients, generatedClients } from './generate-clients';

describe('generateClients', () => {
  it('makes n clients with unique ids and valid statuses', () => {
    const clients = generateClients(10_000, 42);
    expect(clients).toHaveLength(10_000);
    expect(new Set(clients.map((c) => c.id)).size).toBe(10_000);
    expect(clients.every((c) => isClientStatus(c.status))).toBe(true);
    expect(new Set(clients.map((c) => c.status))).toEqual(new Set(['green', 'yellow', 'red']));
  });

  it('gives the same clients for the same seed and others for another seed', () => {
    expect(generateClients(50, 7)).toEqual(generateClients(50, 7));
    expect(generateClients(50, 8)).not.toEqual(generateClients(50, 7));
  });

  it('keeps KPIs coherent with the status', () => {
    for (const c of generateClients(2_000, 3)) {
      if (c.status === 'green') expect(c.savingsRate).toBeGreaterThanOrEqual(20);
      if (c.status === 'red') {
        expect(c.savingsRate).toBeLessThan(10);
        expect(c.emergencyFund).toBeLessThanOrEqual(2);
      }
      expect(Number.isNaN(Date.parse(c.lastContact))).toBe(false);
    }
  });

  it('yields the same clients one at a time, so a page can take them a slice per task', () => {
    const clients = generatedClients(1_500, 42);
    const firstSlice = Array.from({ length: 1_000 }, () => clients.next().value);
    expect([...firstSlice, ...clients]).toEqual(generateClients(1_500, 42));
  });

  it('returns no clients for zero, negative or non-finite n', () => {
    expect(generateClients(0, 1)).toEqual([]);
    expect(generateClients(-5, 1)).toEqual([]);
    expect(generateClients(Number.NaN, 1)).toEqual([]);
  });
});
