import {
  custodySchema,
  enteredPriceSchema,
  operationSchema,
  positionClassSchema,
  positionSchema,
} from '@traguardo/domain/position-schemas';
import { type Table } from 'dexie';
import * as v from 'valibot';
import { type LedgerDatabase } from './ledger-database';

// The tables of the investment positions (schema version 4): the positions of the own
// profile's investment accounts, their operations ("Acquisto", "Vendita") and the prices the
// user entered ("Aggiorna prezzo"). Each record is checked with the domain's schemas
// (position-schemas.ts); they are reached through the accessors below (`db.table(name)`).

/** Version 4's new tables: a position by its account, operations and prices by position. */
export const LEDGER_SCHEMA_V4_POSITIONS = {
  positions: 'id, accountId',
  positionOperations: 'id, positionId',
  priceUpdates: 'id, positionId',
} as const;

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

export function positionsOf(db: LedgerDatabase): Table<PositionRecord, string> {
  return db.table('positions');
}

export function positionOperationsOf(db: LedgerDatabase): Table<PositionOperationRecord, string> {
  return db.table('positionOperations');
}

export function priceUpdatesOf(db: LedgerDatabase): Table<PriceUpdateRecord, string> {
  return db.table('priceUpdates');
}

/** The three tables, for a transaction that writes a position with its operations and prices. */
export function positionTablesOf(
  db: LedgerDatabase,
): readonly [
  Table<PositionRecord, string>,
  Table<PositionOperationRecord, string>,
  Table<PriceUpdateRecord, string>,
] {
  return [positionsOf(db), positionOperationsOf(db), priceUpdatesOf(db)];
}
