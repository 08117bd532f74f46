// What the positions' forms ("Nuova posizione", "Acquisto", "Vendita", "Aggiorna prezzo")
// hold as typed, read into the records position-schemas.ts checks: numbers the Italian way
// ('1.234,5', up to six decimals for quantities and prices), dates as gg/mm/aaaa, fees as
// euro with cents. Each field's problem is the Italian sentence shown beside it.
import { readAmountCents } from './amount-input';
import { formatEuroCents } from './format';
import { type Holding, isQuotedPerHundred } from './positions';
import { isCalendarDate } from './calendar-date';
import { fieldErrors, type FieldErrors } from './ledger-field-errors';
import { checkLedger, type LedgerProblem } from './ledger-schemas';
import {
  type Custody,
  type EnteredPrice,
  enteredPriceSchema,
  type Operation,
  type OperationKind,
  operationSchema,
  type PositionClass,
  positionSchema,
  POSITION_MAX_DECIMALS,
  POSITION_MESSAGES,
} from './position-schemas';

export const POSITION_FORM_MESSAGES = {
  quantityRequired: 'Scrivi la quantità, per esempio 10 o 2,5.',
  priceRequired: 'Scrivi il prezzo, per esempio 98,75.',
  notANumber: 'Scrivi un numero con la virgola per i decimali, per esempio 1.234,56.',
} as const;

const ITALIAN_NUMBER = /^(\d+|\d{1,3}(?:\.\d{3})+)(?:,(\d+))?$/;
const ITALIAN_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

export type FieldReading<T> = { ok: true; value: T } | { ok: false; message: string };

/** A positive quantity or price typed the Italian way, up to six decimals. */
export function readPositionNumber(text: string, required: string): FieldReading<number> {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '');
  if (compact === '') return { ok: false, message: required };
  const match = ITALIAN_NUMBER.exec(compact);
  if (match === null) return { ok: false, message: POSITION_FORM_MESSAGES.notANumber };
  const [, integer = '', decimals = ''] = match;
  if (decimals.length > POSITION_MAX_DECIMALS) {
    return { ok: false, message: POSITION_MESSAGES.tooManyDecimals };
  }
  return { ok: true, value: Number(`${integer.replaceAll('.', '')}.${decimals || '0'}`) };
}

/** A date typed as gg/mm/aaaa, as yyyy-mm-dd. */
export function readItalianDate(text: string): FieldReading<string> {
  const match = ITALIAN_DATE.exec(text.trim());
  if (match === null) return { ok: false, message: POSITION_MESSAGES.date };
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(iso)
    ? { ok: true, value: iso }
    : { ok: false, message: POSITION_MESSAGES.date };
}

/** yyyy-mm-dd as the forms show it: gg/mm/aaaa. */
export function italianDateText(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

export type FormReading<T> = { ok: true; draft: T } | { ok: false; errors: FieldErrors };

function finish<T>(
  check: { ok: true } | { ok: false; problems: readonly LedgerProblem[] },
  errors: Readonly<Record<string, string>>,
  draft: T,
): FormReading<T> {
  const all = { ...(check.ok ? {} : fieldErrors(check.problems)), ...errors };
  return Object.keys(all).length === 0 ? { ok: true, draft } : { ok: false, errors: all };
}

export type PositionFormValues = {
  isin: string;
  name: string;
  positionClass: PositionClass;
  custody: Custody;
};

export type PositionFormDraft = {
  isin?: string;
  name: string;
  positionClass: PositionClass;
  custody: Custody;
};

/** "Nuova posizione": the ISIN (with its check digit; none only for liquidità), name, class, custody. */
export function readPositionForm(values: PositionFormValues): FormReading<PositionFormDraft> {
  const isin = values.isin.trim();
  const draft: PositionFormDraft = {
    ...(isin === '' ? {} : { isin }),
    name: values.name.trim(),
    positionClass: values.positionClass,
    custody: values.custody,
  };
  const check = checkLedger(positionSchema, { ...draft, id: 'nuova', operations: [] });
  return finish(check, {}, draft);
}

export type OperationFormValues = { date: string; quantity: string; price: string; fees: string };

/** "Acquisto" or "Vendita": date, quantity, price and fees (empty fees are none). */
export function readOperationForm(
  kind: OperationKind,
  values: OperationFormValues,
): FormReading<Operation> {
  const errors: Record<string, string> = {};
  const date = readItalianDate(values.date);
  const quantity = readPositionNumber(values.quantity, POSITION_FORM_MESSAGES.quantityRequired);
  const price = readPositionNumber(values.price, POSITION_FORM_MESSAGES.priceRequired);
  const fees =
    values.fees.trim() === '' ? { ok: true as const, cents: 0 } : readAmountCents(values.fees);
  if (!date.ok) errors.date = date.message;
  if (!quantity.ok) errors.quantity = quantity.message;
  if (!price.ok) errors.price = price.message;
  if (!fees.ok) errors.feesCents = fees.message;
  const draft: Operation = {
    kind,
    date: date.ok ? date.value : '',
    quantity: quantity.ok ? quantity.value : 0,
    price: price.ok ? price.value : 0,
    feesCents: fees.ok ? fees.cents : 0,
  };
  const check = checkLedger(operationSchema, draft);
  return finish(check, errors, draft);
}

export type PriceFormValues = { price: string; date: string };

/** "Aggiorna prezzo": the price and its date. */
export function readPriceForm(values: PriceFormValues): FormReading<EnteredPrice> {
  const errors: Record<string, string> = {};
  const date = readItalianDate(values.date);
  const price = readPositionNumber(values.price, POSITION_FORM_MESSAGES.priceRequired);
  if (!date.ok) errors.date = date.message;
  if (!price.ok) errors.price = price.message;
  const draft: EnteredPrice = {
    price: price.ok ? price.value : 0,
    date: date.ok ? date.value : '',
  };
  return finish(checkLedger(enteredPriceSchema, draft), errors, draft);
}

const quantityFormat = new Intl.NumberFormat('it-IT', {
  maximumFractionDigits: POSITION_MAX_DECIMALS,
  useGrouping: 'always',
});

/** A quantity as the positions show it: '1.250,5'. */
export function formatQuantity(quantity: number): string {
  return quantityFormat.format(quantity);
}

/**
 * The average cost as a price, the way the position is quoted: euro per unit, or for bonds
 * euro per 100 € of nominal (averageCost is cents per unit, or per euro of nominal).
 */
export function averageCostAsPrice(averageCostCents: number, positionClass: PositionClass): number {
  return isQuotedPerHundred(positionClass) ? averageCostCents : averageCostCents / 100;
}

/**
 * What a position holds and at what average cost, each with its label, as a position's card
 * shows them: a bond (isQuotedPerHundred) by its nominal in euro, its price per 100 € of it,
 * as its purchase form asks them, so 10.000 € at 98,75 reads as worth 9.875 €.
 */
export function holdingFacts(
  holding: Pick<Holding, 'quantity' | 'averageCost'>,
  positionClass: PositionClass,
): { label: string; value: string }[] {
  const averageCost = formatEuroCents(averageCostAsPrice(holding.averageCost, positionClass));
  if (!isQuotedPerHundred(positionClass)) {
    return [
      { label: 'Quantità', value: formatQuantity(holding.quantity) },
      { label: 'Costo medio', value: averageCost },
    ];
  }
  return [
    { label: 'Valore nominale', value: `${formatQuantity(holding.quantity)}\u00a0€` },
    { label: 'Costo medio per 100 € di nominale', value: averageCost },
  ];
}
