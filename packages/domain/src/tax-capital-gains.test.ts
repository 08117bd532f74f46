// Worked examples. No Agenzia delle Entrate example with figures was found for the regime
// amministrato; unless a test names another source, its figures are built from the rule
// quoted in tax-capital-gains.ts and computed by hand.
import { describe, expect, it } from 'vitest';
import {
  capitalGainsByYear,
  capitalGainsYear,
  lossExpiryDate,
  type RealisedEvent,
} from './tax-capital-gains';

const event = (
  id: string,
  date: string,
  gainCents: number,
  positionClass: RealisedEvent['positionClass'] = 'azioni',
): RealisedEvent => ({ id, date, gainCents, positionClass });

describe('capital gains tax (26%, D.L. 66/2014 art. 3 c. 1)', () => {
  it('a sale at a gain: 92,50 € on shares pay 24,05 €', () => {
    const report = capitalGainsYear(2025, [event('v1', '2025-06-10', 9_250)], []);
    expect(report.taxDueCents).toBe(2_405);
    expect(report.events).toEqual([
      {
        eventId: 'v1',
        kind: 'reddito-diverso',
        countedCents: 9_250,
        lossesUsedCents: 0,
        taxCents: 2_405,
      },
    ]);
  });

  it('a BTP gain at 12,5%: 100 € of gain counted at 48,08 € pay 12,50 € (Circ. AdE 19/E/2014)', () => {
    const report = capitalGainsYear(
      2025,
      [event('btp', '2025-03-03', 10_000, 'titoli-di-stato')],
      [],
    );
    expect(report.events[0]).toMatchObject({ countedCents: 4_808, taxCents: 1_250 });
  });

  it('a BTP loss enters the zainetto at 48,08%: 1,50 € of loss become 0,72 € (la Repubblica, 13/10/2021)', () => {
    const report = capitalGainsYear(
      2021,
      [event('futura', '2021-06-15', -150, 'titoli-di-stato')],
      [],
    );
    expect(report.zainetto).toEqual([
      { id: 'futura', year: 2021, expiryYear: 2025, amountCents: 72, remainingCents: 72 },
    ]);
    expect(report.taxDueCents).toBe(0);
  });
});

describe('zainetto fiscale (TUIR art. 68 c. 5; D.Lgs. 461/1997 art. 6 c. 5)', () => {
  it('a loss carried and used: 1.000 € lost in 2024 reduce a 1.500 € gain of 2025 to 500 €, tax 130 €', () => {
    const [y2024, y2025] = capitalGainsByYear([
      event('m', '2024-09-02', -100_000),
      event('p', '2025-02-03', 150_000),
    ]);
    expect(y2024?.zainetto).toEqual([
      { id: 'm', year: 2024, expiryYear: 2028, amountCents: 100_000, remainingCents: 100_000 },
    ]);
    expect(y2025?.lossesUsed).toEqual([{ lossId: 'm', eventId: 'p', cents: 100_000 }]);
    expect(y2025?.taxDueCents).toBe(13_000);
    expect(y2025?.zainetto).toEqual([]);
  });

  it('a loss expiring unused: a 2020 loss is pointed out in 2024 and gone in 2025', () => {
    const reports = capitalGainsByYear([
      event('m2020', '2020-05-04', -30_000),
      event('p2025', '2025-01-15', 30_000),
    ]);
    const y2024 = reports.find((report) => report.year === 2024);
    const y2025 = reports.find((report) => report.year === 2025);
    expect(y2024?.lossesExpiring).toEqual([
      { id: 'm2020', year: 2020, expiryYear: 2024, amountCents: 30_000, remainingCents: 30_000 },
    ]);
    expect(lossExpiryDate({ expiryYear: 2024 })).toBe('2024-12-31');
    expect(y2025?.lossesUsed).toEqual([]);
    expect(y2025?.taxDueCents).toBe(7_800);
  });

  it('a loss still offsets a gain on 31/12 of the fourth year after', () => {
    const reports = capitalGainsByYear([
      event('m', '2021-01-04', -10_000),
      event('p', '2025-12-31', 10_000),
    ]);
    expect(reports.at(-1)?.taxDueCents).toBe(0);
  });

  it('a loss never reduces a gain realised earlier in the same year', () => {
    const report = capitalGainsYear(
      2025,
      [event('loss', '2025-05-02', -50_000), event('gain', '2025-02-03', 50_000)],
      [],
    );
    expect(report.taxDueCents).toBe(13_000);
    expect(report.zainetto).toMatchObject([{ id: 'loss', remainingCents: 50_000 }]);
  });

  it('uses the oldest loss first', () => {
    const report = capitalGainsYear(
      2025,
      [event('p', '2025-04-01', 15_000)],
      [
        { id: 'new', year: 2024, expiryYear: 2028, amountCents: 10_000, remainingCents: 10_000 },
        { id: 'old', year: 2021, expiryYear: 2025, amountCents: 10_000, remainingCents: 10_000 },
      ],
    );
    expect(report.lossesUsed).toEqual([
      { lossId: 'old', eventId: 'p', cents: 10_000 },
      { lossId: 'new', eventId: 'p', cents: 5_000 },
    ]);
    expect(report.taxDueCents).toBe(0);
    expect(report.lossesExpiring).toEqual([]);
  });

  it('ETF gains are redditi di capitale: taxed in full, they absorb no loss', () => {
    const report = capitalGainsYear(
      2025,
      [event('m', '2025-01-10', -20_000), event('etf', '2025-03-10', 20_000, 'fondi-etf')],
      [],
    );
    expect(report.events[1]).toMatchObject({
      kind: 'reddito-di-capitale',
      lossesUsedCents: 0,
      taxCents: 5_200,
    });
    expect(report.zainetto).toMatchObject([{ id: 'm', remainingCents: 20_000 }]);
  });

  it('an ETF loss enters the zainetto and offsets a later gain on shares', () => {
    const report = capitalGainsYear(
      2025,
      [event('etf', '2025-01-10', -20_000, 'fondi-etf'), event('az', '2025-03-10', 30_000)],
      [],
    );
    expect(report.lossesUsed).toEqual([{ lossId: 'etf', eventId: 'az', cents: 20_000 }]);
    expect(report.taxDueCents).toBe(2_600);
  });

  it('leaves the zainetto it was given unchanged', () => {
    const zainetto = [
      { id: 'm', year: 2024, expiryYear: 2028, amountCents: 100, remainingCents: 100 },
    ];
    capitalGainsYear(2025, [event('p', '2025-04-01', 1_000)], zainetto);
    expect(zainetto[0]?.remainingCents).toBe(100);
  });

  it('refuses an event of another year', () => {
    expect(() => capitalGainsYear(2025, [event('p', '2024-04-01', 1)], [])).toThrow(
      "L'operazione p non è del 2025.",
    );
  });
});
