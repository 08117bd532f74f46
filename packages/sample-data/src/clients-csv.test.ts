import { describe, expect, it } from 'vitest';
import { clientsCsv, isDangerousCell, parseCsvRows } from '@traguardo/domain/clients-csv';
import { formatDate } from '@traguardo/domain/format';
import { statusLabel } from '@traguardo/domain/status';
import { clients } from './clients';

function number(cell: string | undefined): number {
  return Number((cell ?? '').replace(',', '.'));
}

describe('the CSV export of the sample clients', () => {
  it('reads back every sample client, value by value', () => {
    const [header, ...rows] = parseCsvRows(clientsCsv(clients));
    expect(header?.[0]).toBe('Nome');
    expect(rows).toHaveLength(clients.length);
    clients.forEach((client, i) => {
      const row = rows[i] ?? [];
      expect(row.slice(0, 3)).toEqual([
        client.name,
        client.email,
        statusLabel(client.status, 'dashboard'),
      ]);
      expect(row.slice(3, 8).map(number)).toEqual([
        client.netWorth,
        client.savingsRate,
        client.emergencyFund,
        client.investmentFee,
        client.insuranceGap,
      ]);
      expect(row[8]).toBe(formatDate(client.lastContact));
      expect(row.filter(isDangerousCell)).toEqual([]);
    });
  });
});
