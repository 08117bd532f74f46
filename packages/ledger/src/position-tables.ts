import {
  custodySchema,
  enteredPriceSchema,
  operationSchema,
  positionClassSchema,
  positionSchema,
} from '@traguardo/domain/position-schemas';
import { checkLedger } from '@traguardo/domain/ledger-schemas';
import * as v from 'valibot';
import { LEDGER_ERROR_MESSAGES, LedgerError } from './ledger-error';

// The tables of the investment positions (schema version 4): the positions of the own
// profile's investment accounts, their operations ("Acquisto", "Vendita") and the prices the
// user entered ("Aggiorna prezzo"). Each record is checked with the domain's schemas
// (position-schemas.ts); the tables are reached through position-stores.ts.

const id = v.pipe(v.string(), v.nonEmpty(), v.maxLength(200));

/**
 * A position as stored: what positionSchema checks (ISIN with its check digit, name, class,
 * custody) and the investment account it belongs to.
 */
export const positionRecordSchema = v.pipe(
  v.object({
    id,
    accountId: id,
    isin: v.optional(v.string()),
    name: v.string(),
    positionClass: positionClassSchema,
    custody: custodySchema,
  }),
  v.check((record) => v.is(positionSchema, { ...record, operations: [] }), 'Posizione non valida.'),
);
export type PositionRecord = v.InferOutput<typeof positionRecordSchema>;

export const positionOperationRecordSchema = v.object({
  ...operationSchema.entries,
  id,
  positionId: id,
});
export type PositionOperationRecord = v.InferOutput<typeof positionOperationRecordSchema>;

export const priceUpdateRecordSchema = v.object({
  ...enteredPriceSchema.entries,
  id,
  positionId: id,
  /** ISO date-time it was entered: of two prices of the same date, the later one counts. */
  enteredAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type PriceUpdateRecord = v.InferOutput<typeof priceUpdateRecordSchema>;

/** A position with its operations and prices, as a delete hands them to its undo. */
export type DeletedPosition = {
  position: PositionRecord;
  operations: PositionOperationRecord[];
  prices: PriceUpdateRecord[];
};

function checkedRecord<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
): v.InferOutput<TSchema> {
  const result = checkLedger(schema, value);
  if (!result.ok) {
    throw new LedgerError('invalid', LEDGER_ERROR_MESSAGES.invalid, result.problems);
  }
  return result.value;
}

/** A deleted position's records, checked again before an undo writes them back. */
export function checkedDeletedPosition(deleted: DeletedPosition): DeletedPosition {
  return {
    position: checkedRecord(positionRecordSchema, deleted.position),
    operations: deleted.operations.map((op) => checkedRecord(positionOperationRecordSchema, op)),
    prices: deleted.prices.map((price) => checkedRecord(priceUpdateRecordSchema, price)),
  };
}
