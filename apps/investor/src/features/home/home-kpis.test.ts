import { describe, expect, it } from 'vitest';
import { type Transaction } from '@traguardo/domain/entities';
import { homeKpis } from './home-kpis';

function tx(amount: number, recurring = true): Transaction {
  return {
    id: String(amount),
    description: 'x',
    amount,
    date: '2024-12-01',
    category: 'Casa',
    recurring,
  };
}

const base = {
  transactions: [tx(1000), tx(-750)],
  benchmark: [{ month: 'Dic', portfolio: 8.4, benchmark: 7.1 }],
  emergencyFundMonths: 5,
  debtRatio: 28,
  debtRatioLimit: 35,
};

function byId(kpis: ReturnType<typeof homeKpis>, id: string) {
  const kpi = kpis.find((k) => k.id === id);
  if (kpi === undefined) throw new Error(`manca ${id}`);
  return kpi;
}

describe('homeKpis', () => {
  it('gives four cards in the order of the spec', () => {
    expect(homeKpis(base).map((k) => k.label)).toEqual([
      'Tasso di risparmio',
      'Fondo di emergenza',
      'Rendimento da inizio anno',
      'Rapporto di indebitamento',
    ]);
  });

  it('measures the savings rate against the 20% target', () => {
    const kpi = byId(homeKpis(base), 'savings-rate');
    expect(kpi.value).toBe('25%');
    expect(kpi.target).toBe('Obiettivo 20%');
    expect(kpi.health).toBe('green');
    const low = byId(homeKpis({ ...base, transactions: [tx(1000), tx(-900)] }), 'savings-rate');
    expect(low.health).toBe('red');
  });

  it('measures the emergency fund against 6 months', () => {
    const kpi = byId(homeKpis(base), 'emergency-fund');
    expect(kpi.value).toBe('5,0 mesi');
    expect(kpi.target).toBe('Obiettivo 6 mesi');
    expect(kpi.health).toBe('yellow');
  });

  it('compares the year-to-date return with the last benchmark point', () => {
    const kpi = byId(homeKpis(base), 'ytd-return');
    expect(kpi.value).toBe('8,4%');
    expect(kpi.target).toBe('Benchmark 7,1%');
    expect(kpi.health).toBe('green');
    expect(byId(homeKpis({ ...base, benchmark: [] }), 'ytd-return').value).toBe('0,0%');
  });

  it('treats the debt ratio as lower-is-better', () => {
    expect(byId(homeKpis(base), 'debt-ratio').health).toBe('green');
    expect(byId(homeKpis({ ...base, debtRatio: 70 }), 'debt-ratio').health).toBe('red');
  });
});
