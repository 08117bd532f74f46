// Computed by hand from the rules of tax-capital-gains.ts (TUIR art. 68, c. 5) and
// tax-stamp-duty.ts.
import { describe, expect, it } from 'vitest';
import { type Position } from './position-schemas';
import { taxForecastSummary } from './tax-forecast-summary';

// Two purchases (average 11 €), a sale at a loss in 2025, a later sale at a gain in 2026.
const shares: Position = {
  id: 'enel',
  isin: 'IT0003128367',
  name: 'Enel',
  positionClass: 'azioni',
  custody: 'italiana',
  operations: [
    { kind: 'acquisto', date: '2025-03-10', quantity: 100, price: 10, feesCents: 0 },
    { kind: 'acquisto', date: '2025-06-10', quantity: 100, price: 12, feesCents: 0 },
    { kind: 'vendita', date: '2025-09-10', quantity: 100, price: 8, feesCents: 0 },
    { kind: 'vendita', date: '2026-02-02', quantity: 50, price: 15, feesCents: 0 },
  ],
  lastPrice: { price: 15, date: '2026-02-02' },
};

describe('Previsione fiscale of the own positions', () => {
  it('reduces the year’s gain by the loss carried, and keeps the rest in the zainetto', () => {
    const summary = taxForecastSummary([shares], 2026);
    // 50 × (15 − 11) = 200 € of gain, all offset by the 300 € loss of 2025: no tax, 100 € left.
    expect(summary).toMatchObject({
      year: 2026,
      gainsCents: 20_000,
      lossesCents: 0,
      lossesUsedCents: 20_000,
      taxableCents: 0,
      capitalGainsTaxCents: 0,
    });
    expect(summary.zainetto).toEqual([
      {
        id: 'enel#2',
        year: 2025,
        amountCents: 30_000,
        remainingCents: 10_000,
        expiryDate: '2029-12-31',
        expiresThisYear: false,
      },
    ]);
    // Bollo at 0,2% a year by days held, at the entered 15 €: 100 shares (1.500 €) from 1/1 to
    // 1/2, 32 days, 0,26 €; 50 shares (750 €) from 2/2 to 31/12, 1,50 € − 0,13 € accrued = 1,37 €.
    expect(summary.bolloCents).toBe(26 + 137);
    expect(summary.totalCents).toBe(summary.bolloCents);
  });

  it('taxes the gain above the loss at 26% and marks a loss expiring this year', () => {
    const summary = taxForecastSummary([shares], 2029);
    expect(summary.zainetto).toEqual([
      expect.objectContaining({ remainingCents: 10_000, expiresThisYear: true }),
    ]);
    const withGain: Position = {
      ...shares,
      operations: [
        ...shares.operations,
        { kind: 'vendita', date: '2026-03-02', quantity: 50, price: 17, feesCents: 0 },
      ],
    };
    // A second 2026 gain of 300 €: 100 € offset by what is left of the loss, 200 € taxed.
    expect(taxForecastSummary([withGain], 2026)).toMatchObject({
      gainsCents: 50_000,
      lossesUsedCents: 30_000,
      taxableCents: 20_000,
      capitalGainsTaxCents: 5_200,
      zainetto: [],
    });
  });
});
