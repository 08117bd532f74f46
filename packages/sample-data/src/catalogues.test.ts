import { totalAum } from '@traguardo/domain/status';
import { describe, expect, it } from 'vitest';
import {
  advisorProfile,
  advisorTotalAum,
  clientDocuments,
  notificationPreferences,
} from './advisor';
import { clients } from './clients';
import { investmentPlans } from './plans';
import { reportTypes } from './reports';

// The figures of spec §9, written out on purpose: this test is their lock.
describe('investmentPlans', () => {
  it('are the three plans of the spec with their returns, allocations and risks', () => {
    expect(
      investmentPlans.map((p) => [p.id, p.name, p.risk, p.expectedReturn, p.allocation]),
    ).toEqual([
      ['conservative', 'Conservativo', 'Basso', 4.5, { stocks: 30, bonds: 60, cash: 10 }],
      ['balanced', 'Bilanciato', 'Moderato', 7.2, { stocks: 60, bonds: 30, cash: 10 }],
      ['growth', 'Crescita', 'Alto', 9.8, { stocks: 80, bonds: 15, cash: 5 }],
    ]);
  });

  it('allocate 100% each', () => {
    for (const { allocation } of investmentPlans) {
      expect(allocation.stocks + allocation.bonds + allocation.cash).toBe(100);
    }
  });
});

describe('reportTypes', () => {
  it('are the four types of the spec with their page counts', () => {
    expect(reportTypes.map((t) => [t.id, t.name, t.pages])).toEqual([
      ['comprehensive', 'Report Completo', '12-15 pagine'],
      ['summary', 'Sintesi', '3-4 pagine'],
      ['goals', 'Obiettivi', '6-8 pagine'],
      ['portfolio', 'Portafoglio', '8-10 pagine'],
    ]);
  });
});

describe('settings defaults', () => {
  it('turn every notification on', () => {
    expect(Object.values(notificationPreferences)).toEqual([true, true, true, true]);
  });

  it('show an OCF number', () => {
    expect(advisorProfile.license).toBe('OCF n. 18234');
  });
});

describe('advisor', () => {
  it('has a profile with an OCF number, its client count and the AUM of its clients', () => {
    expect(advisorProfile.license).toMatch(/OCF/);
    expect(advisorProfile.clients).toBe(clients.length);
    expect(advisorTotalAum).toBe(totalAum(clients));
  });

  it('keeps the four client documents as PDFs', () => {
    expect(clientDocuments.map((d) => d.name)).toEqual([
      'Carta d’identità.pdf',
      'Codice fiscale.pdf',
      'Dichiarazione dei redditi 2023.pdf',
      'Estratto conto.pdf',
    ]);
  });
});
