import { type Table } from 'dexie';
import { type LedgerDatabase } from './ledger-database';
import type { PositionOperationRecord, PositionRecord, PriceUpdateRecord } from './position-tables';

// The positions' tables (schema version 4) and their accessors (`db.table(name)`), apart from
// the records' schemas (position-tables.ts): the database and the account commands need only
// these, and every screen loads them.

/** Version 4's new tables: a position by its account, operations and prices by position. */
export const LEDGER_SCHEMA_V4_POSITIONS = {
  positions: 'id, accountId',
  positionOperations: 'id, positionId',
  priceUpdates: 'id, positionId',
} as const;

/** Version 4's tables, by name. */
export const POSITION_TABLES = ['positions', 'positionOperations', 'priceUpdates'] as const;

export type PositionTableName = (typeof POSITION_TABLES)[number];

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
