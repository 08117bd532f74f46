// The own profile's "Rendimento da inizio anno": how the positions did since 31 December, on
// the prices known. A time-weighted return (the method of funds' and GIPS's returns): the
// year is cut at each day with a purchase or a sale, each stretch's growth is measured on
// what was held through it, and the stretches are chained. So money put in or taken out is
// not return, and a purchase in June that gained 10% shows 10%, not more.
// Prices known on a day: the latest the user entered up to it, or the price of an operation of
// that position up to it (a trade is a market price), whichever is later. The start of the
// year needs an entered price of each position then held: a purchase of years ago is no
// price for 31 December, and would count years of gain as this year's.
import { type Operation } from './position-schemas';
import { type AccountPosition } from './position-values';
import { operationValueCents, replayPosition } from './positions';

export type YearToDateReturn =
  /** The return in percent from `from` (the last 31 December) to today. */
  | { kind: 'measured'; percent: number; from: string }
  /** Nothing was held at any time since `from`. */
  | { kind: 'nothing-invested' }
  /** Held on `from` with no price entered up to that day: its value then is not known. */
  | { kind: 'missing-start-price'; from: string; names: string[] };

type Observation = { date: string; price: number };

function enteredPrices(position: AccountPosition): Observation[] {
  return [...(position.prices ?? (position.lastPrice ? [position.lastPrice] : []))];
}

/** The latest of `observations` up to `date`; of one date the last given. */
function latestUpTo(observations: readonly Observation[], date: string): number | undefined {
  let latest: Observation | undefined;
  for (const observation of observations) {
    if (observation.date <= date && (latest === undefined || observation.date >= latest.date)) {
      latest = observation;
    }
  }
  return latest?.price;
}

/** Units (nominal for bonds) held after every operation dated up to `date`. */
function quantityOn(operations: readonly Operation[], date: string): number {
  let quantity = 0;
  for (const operation of operations) {
    if (operation.date > date) continue;
    quantity += operation.kind === 'acquisto' ? operation.quantity : -operation.quantity;
  }
  return quantity;
}

/** Fees (cents) of the operations of `kind` dated `date`. */
function feesOn(positions: readonly AccountPosition[], kind: Operation['kind'], date: string) {
  let fees = 0;
  for (const { operations } of positions) {
    for (const operation of operations) {
      if (operation.date === date && operation.kind === kind) fees += operation.feesCents;
    }
  }
  return fees;
}

export function yearToDateReturn(
  positions: readonly AccountPosition[],
  today: string,
): YearToDateReturn {
  const from = `${Number(today.slice(0, 4)) - 1}-12-31`;
  // A position whose operations cannot be replayed is out of its value everywhere (portfolio.ts).
  const valid = positions.filter(
    (position) => replayPosition(position.operations, position.positionClass).ok,
  );
  const missing = valid.filter(
    (position) =>
      quantityOn(position.operations, from) > 0 &&
      latestUpTo(enteredPrices(position), from) === undefined,
  );
  if (missing.length > 0) {
    return { kind: 'missing-start-price', from, names: missing.map((position) => position.name) };
  }
  const observed = valid.map((position) => ({
    position,
    entered: enteredPrices(position),
    traded: position.operations.map(({ date, price }) => ({ date, price })),
  }));
  /** What the holdings of the end of `heldOn` were worth on `pricedOn`, in cents. */
  const value = (heldOn: string, pricedOn: string) => {
    let cents = 0;
    for (const { position, entered, traded } of observed) {
      const quantity = quantityOn(position.operations, heldOn);
      if (quantity <= 0) continue;
      // On 31 December only an entered price; after it, a trade's too.
      const price =
        pricedOn === from
          ? latestUpTo(entered, from)
          : (latestUpTo([...entered, ...traded.filter((t) => t.date > from)], pricedOn) ??
            latestUpTo(entered, pricedOn));
      if (price !== undefined)
        cents += operationValueCents(quantity, price, position.positionClass);
    }
    return cents;
  };
  const tradeDays = new Set<string>();
  for (const { operations } of valid) {
    for (const { date } of operations) if (date > from && date <= today) tradeDays.add(date);
  }
  const cuts = [from, ...[...tradeDays].sort(), today].filter(
    (date, index, all) => index === 0 || date !== all[index - 1],
  );
  let growth = 1;
  let invested = false;
  for (let i = 0; i + 1 < cuts.length; i++) {
    const start = cuts[i] as string;
    const end = cuts[i + 1] as string;
    // A purchase's fees are money put in that bought no value: a loss of the stretch it opens;
    // a sale's fees, a loss of the stretch it closes.
    const startValue =
      value(start, start) + (start === from ? 0 : feesOn(valid, 'acquisto', start));
    if (startValue <= 0) continue;
    invested = true;
    const endValue = value(start, end) - feesOn(valid, 'vendita', end);
    growth *= endValue / startValue;
  }
  if (!invested) return { kind: 'nothing-invested' };
  return { kind: 'measured', percent: (growth - 1) * 100, from };
}
