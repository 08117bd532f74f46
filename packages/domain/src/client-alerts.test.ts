import { describe, expect, it } from 'vitest';
import { clientAlerts, insuranceGapAgainstThreshold, insuranceGapHealth } from './client-alerts';
import { createClient } from './testing/factories';

// A client whose every KPI meets its target.
const healthy = createClient({
  emergencyFund: 6,
  investmentFee: 0.4,
  savingsRate: 20,
  insuranceGap: 0,
});

describe('insuranceGapHealth', () => {
  it.each([
    [0, 'green'],
    [19.9, 'green'],
    [20, 'yellow'],
    [39.9, 'yellow'],
    [40, 'red'],
  ] as const)('a gap of %s%% is %s', (gap, health) => {
    expect(insuranceGapHealth(gap)).toBe(health);
  });
});

describe('insuranceGapAgainstThreshold', () => {
  it.each([
    [19, 'sotto la soglia del 20%'],
    [20, 'pari alla soglia del 20%'],
    [20.4, 'pari alla soglia del 20%'],
    [25, 'oltre la soglia del 20%'],
  ] as const)('a gap of %s%% is %s', (gap, words) => {
    expect(insuranceGapAgainstThreshold(gap)).toBe(words);
  });
});

describe('clientAlerts', () => {
  it('raises none for a client on target everywhere', () => {
    expect(clientAlerts(healthy)).toEqual([]);
  });

  it('lists the urgent alerts before the ones needing attention', () => {
    const alerts = clientAlerts({ ...healthy, emergencyFund: 5, savingsRate: 2, insuranceGap: 45 });
    expect(alerts.map((alert) => [alert.id, alert.severity])).toEqual([
      ['savings-rate', 'red'],
      ['insurance-gap', 'red'],
      ['emergency-fund', 'yellow'],
    ]);
  });

  it('flags a fee above target with the advice to switch to low-cost ETFs', () => {
    const [alert] = clientAlerts({ ...healthy, investmentFee: 1.2 });
    expect(alert).toEqual({
      id: 'investment-fee',
      severity: 'red',
      title: 'Costi di investimento elevati',
      description: 'Valutare ETF a basso costo per ridurre le commissioni annue.',
    });
  });

  it('names the emergency-fund target in months', () => {
    expect(clientAlerts({ ...healthy, emergencyFund: 3 })[0]?.description).toBe(
      'Copre meno dei 6 mesi di spese consigliati.',
    );
  });
});
