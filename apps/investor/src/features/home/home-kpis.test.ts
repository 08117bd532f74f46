import { describe, expect, it } from 'vitest';
import { savingsRatePercent } from '@traguardo/domain/ledger-cash-flow';
import { type YearToDateReturn } from '@traguardo/domain/year-to-date-return';
import { homeKpis } from './home-kpis';

const base: Parameters<typeof homeKpis>[0] = {
  // Recurring income 1000, recurring expenses 750 (spec §9).
  savingsRate: savingsRatePercent(1000, 750),
  returns: { kind: 'benchmark', series: [{ month: 'Dic', portfolio: 8.4, benchmark: 7.1 }] },
  emergencyFundMonths: 5,
  debtRatio: 28,
  debtRatioLeavesOutMortgage: false,
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
    expect(kpi.target).toBe('Obiettivo 20% sulle voci ricorrenti');
    expect(kpi.health).toBe('green');
    const low = byId(
      homeKpis({ ...base, savingsRate: savingsRatePercent(1000, 900) }),
      'savings-rate',
    );
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
    const empty = homeKpis({ ...base, returns: { kind: 'benchmark', series: [] } });
    expect(byId(empty, 'ytd-return').value).toBe('0,0%');
  });

  it("gives the own profile its positions' return, or what it needs to measure it", () => {
    const own = (result: YearToDateReturn) =>
      byId(homeKpis({ ...base, returns: { kind: 'own', result } }), 'ytd-return');
    const measured = own({ kind: 'measured', percent: -3.24, from: '2025-12-31' });
    expect(measured.value).toBe('-3,2%');
    expect(measured.target).toBe('Dal 31/12/2025, sui prezzi inseriti in Investi');
    // No benchmark to judge it by.
    expect(measured.health).toBeUndefined();
    const names = ['ETF Mondo', 'BTP 2030', 'Enel', 'Eni'];
    expect(own({ kind: 'missing-start-price', from: '2025-12-31', names })).toMatchObject({
      value: '—',
      target: 'Serve il prezzo al 31/12/2025 di ETF Mondo, BTP 2030 e altri 2',
    });
    expect(own({ kind: 'nothing-invested' }).target).toBe('Servono le posizioni in Investi');
  });

  it('treats the debt ratio as lower-is-better', () => {
    expect(byId(homeKpis(base), 'debt-ratio').health).toBe('green');
    expect(byId(homeKpis({ ...base, debtRatio: 70 }), 'debt-ratio').health).toBe('red');
  });

  it('gives a dash and no colour for what the ledger cannot tell yet, never NaN', () => {
    const kpis = homeKpis({
      ...base,
      savingsRate: null,
      emergencyFundMonths: null,
      returns: { kind: 'own', result: { kind: 'nothing-invested' } },
      debtRatio: null,
    });
    expect(kpis.map((k) => k.value)).toEqual(['—', '—', '—', '—']);
    expect(kpis.map((k) => k.health)).toEqual([undefined, undefined, undefined, undefined]);
    expect(kpis[0]?.target).toBe('Servono le entrate ricorrenti del mese');
    expect(kpis.map((k) => k.target).join(' ')).not.toMatch(/NaN/);
  });
});
