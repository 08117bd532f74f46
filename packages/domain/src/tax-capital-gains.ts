// Tax on realised gains of a year, regime amministrato, and the zainetto fiscale.
// - Gains and losses on shares, bonds and government bonds are redditi diversi (TUIR art. 67,
//   c. 1, lett. c-bis, c-ter); the imposta sostitutiva is 26% (D.L. 66/2014, art. 3, c. 1).
// - Italian and white-list government bonds: gains and losses counted at 48,08%, so the
//   tax is 12,5% of the gain (D.L. 66/2014, art. 3, c. 2; Circ. AdE 19/E/2014).
// - A loss offsets later gains of the same kind in its year and the four following
//   (TUIR art. 68, c. 5; D.Lgs. 461/1997, art. 6, c. 5): it expires on 31/12 of the fourth
//   year after. The intermediary offsets each gain when it is realised, so events are taken
//   in date order and a loss never reduces a gain realised before it.
// - Gains of funds and ETF (OICR) are redditi di capitale (TUIR art. 44, c. 1, lett. g;
//   art. 45): taxed in full, they absorb no loss; their losses are redditi diversi (TUIR
//   art. 67, c. 1, lett. c-ter) and enter the zainetto. Interest on liquidità is also
//   reddito di capitale.
// - Losses are used oldest first (earliest expiry), the order intermediaries apply.
// Amounts in euro cents; each event's tax is rounded to the cent (half away from zero).
import { type PositionClass } from './position-schemas';
import {
  CAPITAL_GAINS_RATE_BP,
  GOVERNMENT_BOND_TAXABLE_SHARE_BP,
  LOSS_CARRY_FORWARD_YEARS,
} from './tax-constants';
import { applyBasisPoints } from './tax-money';

/** A gain (positive) or loss (negative) realised by a sale, as positions.ts reports it. */
export type RealisedEvent = {
  id: string;
  /** yyyy-mm-dd */
  date: string;
  gainCents: number;
  positionClass: PositionClass;
};

/** A loss in the zainetto: counted amount (48,08% for government bonds) and what is left. */
export type ZainettoLoss = {
  id: string;
  /** Year the loss was realised. */
  year: number;
  /** Last year it can be used: it expires on 31/12 of this year. */
  expiryYear: number;
  amountCents: number;
  remainingCents: number;
};

export type IncomeKind = 'reddito-diverso' | 'reddito-di-capitale';

export type EventOutcome = {
  eventId: string;
  kind: IncomeKind;
  /** The gain or loss as counted: 48,08% of it for government bonds. */
  countedCents: number;
  /** Part of the counted gain offset by losses of the zainetto. */
  lossesUsedCents: number;
  taxCents: number;
};

export type LossUse = { lossId: string; eventId: string; cents: number };

export type CapitalGainsYear = {
  year: number;
  taxDueCents: number;
  events: EventOutcome[];
  lossesUsed: LossUse[];
  /** Losses still unused that expire on 31/12 of this year. */
  lossesExpiring: ZainettoLoss[];
  /** The zainetto carried into next year: losses with something left and not yet expired. */
  zainetto: ZainettoLoss[];
};

function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

function incomeKind(positionClass: PositionClass, gainCents: number): IncomeKind {
  const capitalIncome = positionClass === 'fondi-etf' || positionClass === 'liquidita';
  return capitalIncome && gainCents > 0 ? 'reddito-di-capitale' : 'reddito-diverso';
}

/** The gain or loss as counted for the 26% rate: government bonds at 48,08%. */
export function countedAmountCents(gainCents: number, positionClass: PositionClass): number {
  return positionClass === 'titoli-di-stato'
    ? applyBasisPoints(gainCents, GOVERNMENT_BOND_TAXABLE_SHARE_BP.value)
    : gainCents;
}

/**
 * A year's realised events against the zainetto carried in: the tax due, the losses used
 * (which, from which gain), the losses expiring on 31/12, and the zainetto carried out.
 * Every event must fall in `year`; the zainetto given is not changed.
 */
export function capitalGainsYear(
  year: number,
  events: readonly RealisedEvent[],
  zainettoIn: readonly ZainettoLoss[],
): CapitalGainsYear {
  const stray = events.find((event) => yearOf(event.date) !== year);
  if (stray) throw new RangeError(`L'operazione ${stray.id} non è del ${year}.`);

  const losses = zainettoIn
    .filter((loss) => loss.expiryYear >= year && loss.remainingCents > 0)
    .map((loss) => ({ ...loss }));
  const ordered = events
    .map((event, index) => ({ event, index }))
    .sort((a, b) =>
      a.event.date < b.event.date ? -1 : a.event.date > b.event.date ? 1 : a.index - b.index,
    )
    .map(({ event }) => event);

  const outcomes: EventOutcome[] = [];
  const lossesUsed: LossUse[] = [];
  for (const event of ordered) {
    const kind = incomeKind(event.positionClass, event.gainCents);
    const countedCents = countedAmountCents(event.gainCents, event.positionClass);
    if (countedCents < 0) {
      losses.push({
        id: event.id,
        year,
        expiryYear: year + LOSS_CARRY_FORWARD_YEARS.value,
        amountCents: -countedCents,
        remainingCents: -countedCents,
      });
      outcomes.push({ eventId: event.id, kind, countedCents, lossesUsedCents: 0, taxCents: 0 });
      continue;
    }
    let taxable = countedCents;
    if (kind === 'reddito-diverso') {
      losses.sort((a, b) => a.expiryYear - b.expiryYear);
      for (const loss of losses) {
        if (taxable === 0) break;
        const cents = Math.min(loss.remainingCents, taxable);
        if (cents === 0) continue;
        loss.remainingCents -= cents;
        taxable -= cents;
        lossesUsed.push({ lossId: loss.id, eventId: event.id, cents });
      }
    }
    outcomes.push({
      eventId: event.id,
      kind,
      countedCents,
      lossesUsedCents: countedCents - taxable,
      taxCents: applyBasisPoints(taxable, CAPITAL_GAINS_RATE_BP.value),
    });
  }

  const left = losses.filter((loss) => loss.remainingCents > 0);
  return {
    year,
    taxDueCents: outcomes.reduce((sum, outcome) => sum + outcome.taxCents, 0),
    events: outcomes,
    lossesUsed,
    lossesExpiring: left.filter((loss) => loss.expiryYear === year),
    zainetto: left.filter((loss) => loss.expiryYear > year),
  };
}

/**
 * Every year from the first event's year to `lastYear` (default: the last event's year), each
 * taking the zainetto the previous one carried out.
 */
export function capitalGainsByYear(
  events: readonly RealisedEvent[],
  zainettoIn: readonly ZainettoLoss[] = [],
  lastYear?: number,
): CapitalGainsYear[] {
  const years = events.map((event) => yearOf(event.date));
  if (years.length === 0) return [];
  const first = Math.min(...years);
  const last = Math.max(lastYear ?? first, ...years);
  const reports: CapitalGainsYear[] = [];
  let zainetto: readonly ZainettoLoss[] = zainettoIn;
  for (let year = first; year <= last; year += 1) {
    const report = capitalGainsYear(
      year,
      events.filter((event) => yearOf(event.date) === year),
      zainetto,
    );
    reports.push(report);
    zainetto = report.zainetto;
  }
  return reports;
}

/** "scade il 31/12/aaaa": the last day a loss of the zainetto can be used. */
export function lossExpiryDate(loss: Pick<ZainettoLoss, 'expiryYear'>): string {
  return `${loss.expiryYear}-12-31`;
}
