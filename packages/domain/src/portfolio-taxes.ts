// The year's tax estimate of the own profile's positions ("Previsione fiscale"): the tax on
// gains realised in the year, with the zainetto carried from earlier years, and the bollo or
// IVAFE of what was held, day by day. There is no price history: every day is valued at the
// price the user last entered (at cost without one), an estimate of the value the
// intermediary takes at the end of each statement period.
import { addDays } from './calendar-date';
import { type Position } from './position-schemas';
import { operationValueCents, replayPosition } from './positions';
import { realisedEventsOf } from './portfolio';
import { capitalGainsByYear, type CapitalGainsYear } from './tax-capital-gains';
import { type StampDutyItem, stampDutySummary, type StampDutySummary } from './tax-stamp-duty';

/**
 * The products held in `year` up to `lastDay` (default 31/12), one item per stretch of days
 * with the same quantity: a purchase counts from its day, a sale removes the quantity from its
 * day.
 */
export function stampDutyItemsOf(
  positions: readonly Position[],
  year: number,
  lastDay = `${year}-12-31`,
): StampDutyItem[] {
  const yearStart = `${year}-01-01`;
  const yearEnd = lastDay < `${year}-12-31` ? lastDay : `${year}-12-31`;
  const items: StampDutyItem[] = [];
  for (const position of positions) {
    const dates = [...new Set(position.operations.map((operation) => operation.date))].sort();
    // Each boundary: the first day of a stretch; the stretch lasts to the day before the next.
    const starts = [yearStart, ...dates.filter((date) => date > yearStart && date <= yearEnd)];
    starts.forEach((from, index) => {
      const next = starts[index + 1];
      const to = next === undefined ? yearEnd : addDays(next, -1);
      const upToFrom = position.operations.filter((operation) => operation.date <= from);
      const replay = replayPosition(upToFrom, position.positionClass);
      if (!replay.ok || replay.holding.quantity <= 0 || to < from) return;
      const valueCents = position.lastPrice
        ? operationValueCents(
            replay.holding.quantity,
            position.lastPrice.price,
            position.positionClass,
          )
        : replay.holding.costBasisCents;
      items.push({
        kind: 'prodotto',
        id: `${position.id}@${from}`,
        custody: position.custody,
        valueCents,
        period: { from, to },
      });
    });
  }
  return items;
}

export type TaxForecast = {
  year: number;
  capitalGains: CapitalGainsYear;
  stampDuty: StampDutySummary;
};

/** The tax estimate of `year` for the positions, up to `lastDay` for the bollo and IVAFE. */
export function taxForecast(
  positions: readonly Position[],
  year: number,
  lastDay?: string,
): TaxForecast {
  const events = realisedEventsOf(positions).filter(
    (event) => Number(event.date.slice(0, 4)) <= year,
  );
  const reports = capitalGainsByYear(events, [], year);
  const capitalGains = reports.find((report) => report.year === year) ?? {
    year,
    taxDueCents: 0,
    events: [],
    lossesUsed: [],
    lossesExpiring: [],
    zainetto: [],
  };
  return {
    year,
    capitalGains,
    stampDuty: stampDutySummary(stampDutyItemsOf(positions, year, lastDay)),
  };
}
