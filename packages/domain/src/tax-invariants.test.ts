// Property-based checks (fast-check) of the tax engine's invariants.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Operation, type PositionClass } from './position-schemas';
import { operationValueCents, replayPosition } from './positions';
import { type Liability } from './succession-liabilities';
import { type EstateItem, type Heir, simulateSuccession } from './succession-tax';
import { daysInYear } from './calendar-date';
import { accountStampDutyCents, productStampDutyCents } from './tax-stamp-duty';
import { capitalGainsByYear, countedAmountCents, type RealisedEvent } from './tax-capital-gains';

const positionClass = fc.constantFrom<PositionClass>(
  'azioni',
  'obbligazioni',
  'titoli-di-stato',
  'fondi-etf',
  'liquidita',
);
const decimal = (max: number) =>
  fc.integer({ min: 1, max: max * 1000 }).map((thousandths) => thousandths / 1000);

/** A sequence of operations: purchases, and sales of at most what is held at the time. */
const operations = fc
  .array(
    fc.record({
      isSale: fc.boolean(),
      share: fc.double({ min: 0.001, max: 1, noNaN: true }),
      quantity: decimal(10_000),
      price: decimal(1_000),
      feesCents: fc.integer({ min: 0, max: 5_000 }),
    }),
    { minLength: 1, maxLength: 20 },
  )
  .map((steps) => {
    let held = 0;
    return steps.map((step, index): Operation => {
      const date = `2025-01-${String(1 + Math.floor(index / 2)).padStart(2, '0')}`;
      if (step.isSale && held > 0) {
        const quantity = Math.max(0.001, Math.floor(held * step.share * 1000) / 1000);
        held = Math.round((held - quantity) * 1000) / 1000;
        return { kind: 'vendita', date, quantity, price: step.price, feesCents: step.feesCents };
      }
      held = Math.round((held + step.quantity) * 1000) / 1000;
      return {
        kind: 'acquisto',
        date,
        quantity: step.quantity,
        price: step.price,
        feesCents: step.feesCents,
      };
    });
  });

describe('weighted average cost', () => {
  it('never changes on a sale', () => {
    fc.assert(
      fc.property(operations, positionClass, (ops, kind) => {
        for (let count = 1; count <= ops.length; count += 1) {
          if (ops[count - 1]?.kind !== 'vendita') continue;
          const before = replayPosition(ops.slice(0, count - 1), kind);
          const after = replayPosition(ops.slice(0, count), kind);
          if (!before.ok || !after.ok) throw new Error('sequenza non valida');
          expect(after.holding.averageCost).toBe(before.holding.averageCost);
        }
      }),
    );
  });

  it('cost of what was sold plus cost of what is held equals what was paid, within a cent a sale', () => {
    fc.assert(
      fc.property(operations, positionClass, (ops, kind) => {
        const replay = replayPosition(ops, kind);
        if (!replay.ok) throw new Error(replay.problem.message);
        const paid = ops
          .filter((op) => op.kind === 'acquisto')
          .reduce(
            (sum, op) => sum + operationValueCents(op.quantity, op.price, kind) + op.feesCents,
            0,
          );
        const soldCost = replay.sales.reduce((sum, sale) => sum + sale.costCents, 0);
        const gap = Math.abs(paid - soldCost - replay.holding.costBasisCents);
        expect(gap).toBeLessThanOrEqual(replay.sales.length + 1);
      }),
    );
  });
});

/** Realised events over 2018–2026 with unique ids, gains and losses of every class. */
const realisedEvents = fc
  .array(
    fc.record({
      date: fc
        .date({
          min: new Date('2018-01-01T00:00:00Z'),
          max: new Date('2026-12-31T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((date) => date.toISOString().slice(0, 10)),
      gainCents: fc.integer({ min: -5_000_000, max: 5_000_000 }),
      positionClass,
    }),
    { maxLength: 40 },
  )
  .map((events) => events.map((event, index): RealisedEvent => ({ ...event, id: `e${index}` })));

describe('capital gains and the zainetto', () => {
  it('tax is never negative, for any event or year', () => {
    fc.assert(
      fc.property(realisedEvents, (events) => {
        for (const report of capitalGainsByYear(events)) {
          expect(report.taxDueCents).toBeGreaterThanOrEqual(0);
          for (const outcome of report.events) expect(outcome.taxCents).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('no loss is used after its expiry, before it was realised, or for more than it was', () => {
    fc.assert(
      fc.property(realisedEvents, (events) => {
        const byId = new Map(events.map((event) => [event.id, event]));
        const used = new Map<string, number>();
        for (const report of capitalGainsByYear(events)) {
          for (const use of report.lossesUsed) {
            const loss = byId.get(use.lossId);
            const gain = byId.get(use.eventId);
            if (!loss || !gain) throw new Error('evento sconosciuto');
            const lossYear = Number(loss.date.slice(0, 4));
            expect(report.year).toBeLessThanOrEqual(lossYear + 4);
            expect(loss.date <= gain.date).toBe(true);
            expect(gain.positionClass === 'fondi-etf' || gain.positionClass === 'liquidita').toBe(
              false,
            );
            used.set(use.lossId, (used.get(use.lossId) ?? 0) + use.cents);
          }
        }
        for (const [lossId, cents] of used) {
          const loss = byId.get(lossId);
          if (!loss) throw new Error('perdita sconosciuta');
          expect(cents).toBeLessThanOrEqual(
            -countedAmountCents(loss.gainCents, loss.positionClass),
          );
        }
      }),
    );
  });
});

/** A calendar year cut into consecutive periods at random days. */
const yearInParts = fc
  .tuple(
    fc.integer({ min: 2014, max: 2040 }),
    fc.uniqueArray(fc.integer({ min: 1, max: 365 }), { maxLength: 12 }),
  )
  .map(([year, cuts]) => {
    const days = daysInYear(year);
    const bounds = [0, ...cuts.filter((cut) => cut < days).sort((a, b) => a - b), days];
    const day = (offset: number) =>
      new Date(Date.UTC(year, 0, 1 + offset)).toISOString().slice(0, 10);
    const parts = bounds
      .slice(1)
      .map((end, index) => ({ from: day(bounds[index] ?? 0), to: day(end - 1) }));
    return { whole: { from: day(0), to: day(days - 1) }, parts };
  });

describe('imposta di bollo and IVAFE', () => {
  it('over a year split in parts equals the whole year, to the cent', () => {
    fc.assert(
      fc.property(
        yearInParts,
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.constantFrom('italiana' as const, 'estera' as const),
        ({ whole, parts }, cents, custody) => {
          const sum = (tax: (period: { from: string; to: string }) => number) =>
            parts.reduce((total, part) => total + tax(part), 0);
          const product = (period: { from: string; to: string }) =>
            productStampDutyCents(cents, period, custody);
          const account = (period: { from: string; to: string }) =>
            accountStampDutyCents(cents, period, custody);
          expect(sum(product)).toBe(product(whole));
          expect(sum(account)).toBe(account(whole));
          for (const part of parts) expect(product(part)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('succession', () => {
  const item: fc.Arbitrary<EstateItem> = fc.oneof(
    fc.record({
      kind: fc.constant('saldo' as const),
      id: fc.string(),
      label: fc.constant('Conto'),
      valueCents: fc.integer({ min: 0, max: 1e12 }),
    }),
    fc.record({
      kind: fc.constant('posizione' as const),
      id: fc.string(),
      label: fc.constant('Titolo'),
      valueCents: fc.integer({ min: 0, max: 1e12 }),
      positionClass,
    }),
    fc.record({
      kind: fc.constant('immobile' as const),
      id: fc.string(),
      label: fc.constant('Casa'),
      valueCents: fc.integer({ min: 0, max: 1e12 }),
      primaCasa: fc.boolean(),
    }),
  );
  const heir: fc.Arbitrary<Heir> = fc.record({
    id: fc.string(),
    name: fc.constant('Erede'),
    relationship: fc.constantFrom(
      'coniuge',
      'linea-retta',
      'fratello-sorella',
      'altro-parente',
      'affine',
      'altro',
    ),
    severeDisability: fc.boolean(),
    weight: fc.integer({ min: 1, max: 1_000 }),
  });

  const liability: fc.Arbitrary<Liability> = fc.record({
    kind: fc.constantFrom('debito' as const, 'spese-funebri' as const, 'spese-mediche' as const),
    id: fc.string(),
    label: fc.constant('Debito'),
    valueCents: fc.integer({ min: 0, max: 1e12 }),
  });

  it('tax is never negative, and the heirs’ shares add up to the estate and to the net', () => {
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 8 }),
        fc.array(heir, { minLength: 1, maxLength: 6 }),
        fc.array(liability, { maxLength: 4 }),
        (items, heirs, liabilities) => {
          const result = simulateSuccession(items, heirs, liabilities);
          for (const row of result.rows) {
            expect(row.taxableCents).toBeGreaterThanOrEqual(0);
            expect(row.successionTaxCents).toBeGreaterThanOrEqual(0);
            expect(row.propertyTaxesCents).toBeGreaterThanOrEqual(0);
          }
          expect(result.taxableEstateCents).toBeLessThanOrEqual(result.taxableAssetsCents);
          expect(result.rows.reduce((sum, row) => sum + row.receivedCents, 0)).toBe(
            result.estateCents,
          );
          expect(result.rows.reduce((sum, row) => sum + row.taxableCents, 0)).toBe(
            result.taxableEstateCents,
          );
          expect(result.rows.reduce((sum, row) => sum + row.totalTaxCents, 0)).toBe(
            result.totalTaxCents,
          );
        },
      ),
    );
  });
});
