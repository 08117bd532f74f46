import { describe, expect, it } from 'vitest';
import { type Transaction } from '@traguardo/domain/entities';
import { recurringCosts } from './recurring-costs';

function tx(id: string, amount: number, recurring: boolean): Transaction {
  return { id, description: id, amount, date: '2024-12-01', category: 'Casa', recurring };
}

describe('recurringCosts', () => {
  it('counts and sums only recurring expenses, ignoring recurring income', () => {
    const result = recurringCosts([
      tx('stipendio', 3200, true),
      tx('mutuo', -1050, true),
      tx('netflix', -13.99, true),
      tx('cena', -48, false),
    ]);
    expect(result.count).toBe(2);
    expect(result.total).toBeCloseTo(1063.99, 2);
  });

  it('is zero for no transactions', () => {
    expect(recurringCosts([])).toEqual({ count: 0, total: 0 });
  });
});
