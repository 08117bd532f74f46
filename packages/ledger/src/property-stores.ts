import { type LedgerProperty } from '@traguardo/domain/property-schemas';
import { type Table } from 'dexie';
import { type LedgerDatabase } from './ledger-database';

// The properties' table ("Immobili", schema version 7) and its accessor (`db.table(name)`):
// the database, the account commands and Home need only these.

/** Version 7's new table: the own profile's properties, by id. */
export const LEDGER_SCHEMA_V7_PROPERTIES = { properties: 'id' } as const;

/** Version 7's tables, by name. */
export const PROPERTY_TABLES = ['properties'] as const;

export type PropertyTableName = (typeof PROPERTY_TABLES)[number];

export function propertiesOf(db: LedgerDatabase): Table<LedgerProperty, string> {
  return db.table('properties');
}
