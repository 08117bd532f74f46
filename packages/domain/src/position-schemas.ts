import { isCalendarDate } from './calendar-date';
// Schemas of the investment positions of the own profile: what a user types and what comes
// back from storage is checked here, with the Italian message a field shows.
import * as v from 'valibot';
import { isinProblem, normalizeIsin } from './isin';

/** Digits after the decimal point that a quantity or a price may carry. */
export const POSITION_MAX_DECIMALS = 6;

export const POSITION_MESSAGES = {
  date: 'Inserisci una data valida (gg/mm/aaaa).',
  quantityPositive: 'La quantità deve essere maggiore di zero.',
  pricePositive: 'Il prezzo deve essere maggiore di zero.',
  tooManyDecimals: `Usa al massimo ${POSITION_MAX_DECIMALS} decimali.`,
  feesNegative: 'Le commissioni non possono essere negative.',
  feesCents: 'Le commissioni vanno indicate in euro con al massimo due decimali.',
  nameRequired: 'Inserisci il nome del titolo.',
  isinRequired: 'Inserisci il codice ISIN del titolo.',
  tooLarge: 'Il valore è troppo grande.',
} as const;

/**
 * Position classes, each with its tax treatment: 'titoli-di-stato' are the Italian and
 * white-list government bonds taxed at 12,5% (D.P.R. 601/1973, art. 31; D.M. 4/9/1996 list);
 * 'fondi-etf' gains are redditi di capitale (TUIR art. 44, c. 1, lett. g).
 */
export const positionClassSchema = v.picklist([
  'azioni',
  'obbligazioni',
  'titoli-di-stato',
  'fondi-etf',
  'liquidita',
]);
export type PositionClass = v.InferOutput<typeof positionClassSchema>;

export const POSITION_CLASS_LABELS: Record<PositionClass, string> = {
  azioni: 'Azioni',
  obbligazioni: 'Obbligazioni',
  'titoli-di-stato': 'Titoli di Stato italiani ed equiparati (white list)',
  'fondi-etf': 'Fondi ed ETF',
  liquidita: 'Liquidità',
};

/** Where the position is held: abroad it pays IVAFE instead of the imposta di bollo. */
export const custodySchema = v.picklist(['italiana', 'estera']);
export type Custody = v.InferOutput<typeof custodySchema>;

export const CUSTODY_LABELS: Record<Custody, string> = {
  italiana: 'Intermediario italiano',
  estera: 'Intermediario estero',
};

export const operationKindSchema = v.picklist(['acquisto', 'vendita']);
export type OperationKind = v.InferOutput<typeof operationKindSchema>;

export const OPERATION_KIND_LABELS: Record<OperationKind, string> = {
  acquisto: 'Acquisto',
  vendita: 'Vendita',
};

function hasAtMostDecimals(value: number, decimals: number): boolean {
  return Number(value.toFixed(decimals)) === value;
}

const isoDate = v.pipe(
  v.string(),
  v.isoDate(POSITION_MESSAGES.date),
  v.check(isCalendarDate, POSITION_MESSAGES.date),
);
// Quantities and prices carry up to six decimals (fund units, bond prices such as 98,735):
// they are numbers of units and of euro per unit, not amounts of money, and are turned into
// cents only when multiplied together.
const positiveDecimal = (positive: string) =>
  v.pipe(
    v.number(),
    v.finite(positive),
    v.gtValue(0, positive),
    v.maxValue(1e12, POSITION_MESSAGES.tooLarge),
    v.check(
      (value) => hasAtMostDecimals(value, POSITION_MAX_DECIMALS),
      POSITION_MESSAGES.tooManyDecimals,
    ),
  );

/**
 * One operation. `quantity` is the number of units, or for 'obbligazioni' and
 * 'titoli-di-stato' the nominal value in euro; `price` is euro per unit, or for bonds the
 * price per 100 € of nominal (corso secco; accrued interest is not part of the gain).
 * `feesCents`: commissions in euro cents.
 */
export const operationSchema = v.object({
  kind: operationKindSchema,
  date: isoDate,
  quantity: positiveDecimal(POSITION_MESSAGES.quantityPositive),
  price: positiveDecimal(POSITION_MESSAGES.pricePositive),
  feesCents: v.pipe(
    v.number(),
    v.finite(POSITION_MESSAGES.feesNegative),
    v.integer(POSITION_MESSAGES.feesCents),
    v.minValue(0, POSITION_MESSAGES.feesNegative),
    v.maxValue(1e14, POSITION_MESSAGES.tooLarge),
  ),
});
export type Operation = v.InferOutput<typeof operationSchema>;

/** The price the user last entered ("Aggiorna prezzo"), with its date: there is no feed. */
export const enteredPriceSchema = v.object({
  price: positiveDecimal(POSITION_MESSAGES.pricePositive),
  date: isoDate,
});
export type EnteredPrice = v.InferOutput<typeof enteredPriceSchema>;

const isinSchema = v.pipe(
  v.string(),
  v.transform(normalizeIsin),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = isinProblem(dataset.value);
    if (problem !== null) addIssue({ message: problem });
  }),
);

export const positionSchema = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
    /** Optional only for 'liquidita' (a deposit has no ISIN). */
    isin: v.optional(isinSchema),
    name: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(POSITION_MESSAGES.nameRequired),
      v.maxLength(200),
    ),
    positionClass: positionClassSchema,
    custody: custodySchema,
    operations: v.array(operationSchema),
    lastPrice: v.optional(enteredPriceSchema),
  }),
  v.forward(
    v.check(
      (position) => position.positionClass === 'liquidita' || position.isin !== undefined,
      POSITION_MESSAGES.isinRequired,
    ),
    ['isin'],
  ),
);
export type Position = v.InferOutput<typeof positionSchema>;
