// The weighted average cost (costo medio ponderato) of a position, as the regime amministrato
// keeps it (D.Lgs. 461/1997, art. 6, c. 1 and TUIR art. 68, c. 6: "costo medio ponderato"
// for securities bought at different times): a purchase adds its price and its fees to the
// cost; a sale realises (sale proceeds − its fees) − (average cost × quantity sold) and leaves
// the average cost as it was (Circ. AdE 165/E del 24/6/1998, par. 2.3.2).
// Amounts are in euro cents. Quantities and prices are decimals of at most six digits, turned
// into whole millionths before they are multiplied, so a product is exact before it is rounded.
import { LOCALE } from './constants';
import { formatDate } from './format';
import { type Operation, type PositionClass } from './position-schemas';
import { mulDivRound } from './tax-money';

const MICRO = 1_000_000;

/** Classes whose price is quoted per 100 € of nominal value (and quantity is the nominal). */
export function isQuotedPerHundred(positionClass: PositionClass): boolean {
  return positionClass === 'obbligazioni' || positionClass === 'titoli-di-stato';
}

function toMicro(value: number): number {
  return Math.round(value * MICRO);
}

/** Quantity × price in euro cents, rounded once to the cent. */
export function operationValueCents(
  quantity: number,
  price: number,
  positionClass: PositionClass,
): number {
  // micro-units × micro-euro = 1e12 × euro; × 100 for cents; ÷ 100 more for a price per 100.
  const divisor = isQuotedPerHundred(positionClass) ? MICRO * MICRO : (MICRO * MICRO) / 100;
  return mulDivRound(toMicro(quantity), toMicro(price), divisor);
}

/** What the position holds after its operations. */
export type Holding = {
  /** Units held (nominal euro for bonds). */
  quantity: number;
  /** Cents per unit (per euro of nominal for bonds), fees of the purchases included. */
  averageCost: number;
  /** Average cost × quantity held, in cents. */
  costBasisCents: number;
};

/** One sale and what it realised (a loss is negative). */
export type RealisedSale = {
  /** Index of the sale in the operations as given. */
  operationIndex: number;
  date: string;
  quantity: number;
  /** Sale value less the sale's fees, in cents. */
  proceedsCents: number;
  /** Average cost × quantity sold, in cents. */
  costCents: number;
  gainCents: number;
};

export type PositionProblem = { operationIndex: number; message: string };

export type PositionReplay =
  { ok: true; holding: Holding; sales: RealisedSale[] } | { ok: false; problem: PositionProblem };

const quantityFormat = new Intl.NumberFormat(LOCALE, {
  maximumFractionDigits: 6,
  useGrouping: 'always',
});

function unitsText(quantityMicro: number, positionClass: PositionClass): string {
  const amount = quantityFormat.format(quantityMicro / MICRO);
  return isQuotedPerHundred(positionClass) ? `${amount} € di valore nominale` : `${amount} quote`;
}

/** The Italian messages of an operation the position cannot take. */
export const POSITION_REPLAY_MESSAGES = {
  sellMoreThanHeld: (date: string, sold: string, held: string) =>
    `La vendita del ${date} è di ${sold}, ma a quella data ne possiedi ${held}.`,
  sellNothingHeld: (date: string) =>
    `La vendita del ${date} non è possibile: a quella data non possiedi questo titolo.`,
  futureDate: (date: string) =>
    `L'operazione del ${date} è nel futuro: inserisci una data passata.`,
} as const;

function kindOrder(operation: Operation): number {
  return operation.kind === 'acquisto' ? 0 : 1;
}

/**
 * The holding and the realised sales of a position, operations taken in date order. Within a
 * day the purchases come before the sales, as intermediaries apply the regime amministrato
 * (ABI practice on D.Lgs. 461/1997: no time of day counts for tax); otherwise in the order
 * given. `today` (yyyy-mm-dd), when given, refuses later dates.
 */
export function replayPosition(
  operations: readonly Operation[],
  positionClass: PositionClass,
  today?: string,
): PositionReplay {
  const order = operations
    .map((operation, index) => ({ operation, index }))
    .sort((a, b) =>
      a.operation.date < b.operation.date
        ? -1
        : a.operation.date > b.operation.date
          ? 1
          : kindOrder(a.operation) - kindOrder(b.operation) || a.index - b.index,
    );

  let quantityMicro = 0;
  let averageCost = 0;
  const sales: RealisedSale[] = [];

  for (const { operation, index } of order) {
    const date = formatDate(operation.date);
    if (today !== undefined && operation.date > today) {
      return {
        ok: false,
        problem: { operationIndex: index, message: POSITION_REPLAY_MESSAGES.futureDate(date) },
      };
    }
    const operationMicro = toMicro(operation.quantity);
    const valueCents = operationValueCents(operation.quantity, operation.price, positionClass);
    if (operation.kind === 'acquisto') {
      // The cost so far plus this purchase, fees included, spread over the new quantity.
      const costBefore = (averageCost * quantityMicro) / MICRO;
      quantityMicro += operationMicro;
      averageCost = ((costBefore + valueCents + operation.feesCents) * MICRO) / quantityMicro;
      continue;
    }
    if (quantityMicro === 0) {
      return {
        ok: false,
        problem: { operationIndex: index, message: POSITION_REPLAY_MESSAGES.sellNothingHeld(date) },
      };
    }
    if (operationMicro > quantityMicro) {
      const message = POSITION_REPLAY_MESSAGES.sellMoreThanHeld(
        date,
        unitsText(operationMicro, positionClass),
        unitsText(quantityMicro, positionClass),
      );
      return { ok: false, problem: { operationIndex: index, message } };
    }
    const costCents = Math.round((averageCost * operationMicro) / MICRO);
    const proceedsCents = valueCents - operation.feesCents;
    quantityMicro -= operationMicro;
    sales.push({
      operationIndex: index,
      date: operation.date,
      quantity: operationMicro / MICRO,
      proceedsCents,
      costCents,
      gainCents: proceedsCents - costCents,
    });
  }

  return {
    ok: true,
    holding: {
      quantity: quantityMicro / MICRO,
      averageCost,
      costBasisCents: Math.round((averageCost * quantityMicro) / MICRO),
    },
    sales,
  };
}

/** A holding valued at the price the user entered, and its unrealised gain (cents). */
export function holdingValue(
  holding: Holding,
  price: number,
  positionClass: PositionClass,
): { valueCents: number; unrealisedGainCents: number } {
  const valueCents = operationValueCents(holding.quantity, price, positionClass);
  return { valueCents, unrealisedGainCents: valueCents - holding.costBasisCents };
}
