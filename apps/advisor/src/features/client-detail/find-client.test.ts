import { describe, expect, it } from 'vitest';
import { type Client } from '@traguardo/domain/entities';
import { findClient } from './find-client';

const base: Client = {
  id: 'c1',
  name: 'Marco Rossi',
  email: 'marco@example.it',
  status: 'green',
  netWorth: 1000,
  savingsRate: 20,
  emergencyFund: 6,
  investmentFee: 0.4,
  insuranceGap: 5,
  lastContact: '2024-12-10',
};
const clients = [base, { ...base, id: 'c2', name: 'Giulia Bianchi' }];

describe('findClient', () => {
  it('finds a known id', () => {
    expect(findClient(clients, 'c2')?.name).toBe('Giulia Bianchi');
  });

  it.each([undefined, '', 'does-not-exist', 'C1', ' c1', 'constructor', '__proto__', '<b>c1</b>'])(
    'finds nobody for %j',
    (id) => {
      expect(findClient(clients, id)).toBeUndefined();
    },
  );
});
