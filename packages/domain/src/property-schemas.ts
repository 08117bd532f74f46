import * as v from 'valibot';
import { formatEuro } from './format';
import {
  CENTS_PER_EURO,
  LEDGER_AMOUNT_MAX_CENTS,
  LEDGER_DATE_MIN,
  LEDGER_NAME_MAX_LENGTH,
} from './ledger-limits';
import { LEDGER_MESSAGES } from './ledger-messages';
import { isCalendarDate } from './calendar-date';
import { fitsCharacterLimit } from './text-length';

// The homes and other buildings of the own profile ("Immobili"): not accounts (they have no
// movements), but assets Home adds to the net worth, its history and the debt ratio. What a
// user types and what comes back from storage or a backup is checked here, with the Italian
// message its field shows. A value is integer cents, as every amount of the ledger.

export const PROPERTY_MESSAGES = {
  nameRequired: 'Scrivi il nome dell’immobile, per esempio «Casa di via Roma».',
  nameTooLong: `Il nome può avere al massimo ${LEDGER_NAME_MAX_LENGTH} caratteri.`,
  value: 'Il valore stimato deve essere un importo in euro.',
  valuePositive: 'Il valore stimato deve essere maggiore di zero.',
  valueTooLarge: `Il valore stimato può essere al massimo ${formatEuro(LEDGER_AMOUNT_MAX_CENTS / CENTS_PER_EURO)}.`,
  date: LEDGER_MESSAGES.date,
  dateTooEarly: 'La data della stima deve essere dal 1970 in poi.',
  mortgage: 'Scegli un mutuo tra i tuoi conti.',
} as const;

const id = v.pipe(
  v.string(LEDGER_MESSAGES.id),
  v.nonEmpty(LEDGER_MESSAGES.id),
  v.maxLength(200, LEDGER_MESSAGES.id),
);

/**
 * A property as stored. `value`: the estimated market value in cents, as of `estimateDate`
 * ('yyyy-mm-dd'); `primaCasa`: the household's main home (the succession's and the taxes'
 * "prima casa"); `mortgageAccountId`: the mortgage account of the same ledger it secures.
 */
export const ledgerPropertySchema = v.object(
  {
    id,
    name: v.pipe(
      v.string(PROPERTY_MESSAGES.nameRequired),
      v.check((value) => value.trim() !== '', PROPERTY_MESSAGES.nameRequired),
      v.check(
        (value) =>
          value.length <= LEDGER_NAME_MAX_LENGTH ||
          fitsCharacterLimit(value, LEDGER_NAME_MAX_LENGTH),
        PROPERTY_MESSAGES.nameTooLong,
      ),
    ),
    value: v.pipe(
      v.number(PROPERTY_MESSAGES.value),
      v.integer(PROPERTY_MESSAGES.value),
      v.gtValue(0, PROPERTY_MESSAGES.valuePositive),
      v.maxValue(LEDGER_AMOUNT_MAX_CENTS, PROPERTY_MESSAGES.valueTooLarge),
    ),
    estimateDate: v.pipe(
      v.string(PROPERTY_MESSAGES.date),
      v.isoDate(PROPERTY_MESSAGES.date),
      v.check(isCalendarDate, PROPERTY_MESSAGES.date),
      v.check((date) => date >= LEDGER_DATE_MIN, PROPERTY_MESSAGES.dateTooEarly),
    ),
    primaCasa: v.boolean(LEDGER_MESSAGES.flag),
    mortgageAccountId: v.optional(id),
  },
  LEDGER_MESSAGES.record,
);

export type LedgerProperty = v.InferOutput<typeof ledgerPropertySchema>;
