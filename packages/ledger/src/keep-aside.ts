import { checkLedger, type LedgerProblem } from '@traguardo/domain/ledger-schemas';
import { Dexie } from 'dexie';
import type * as v from 'valibot';
import {
  type CheckedTableName,
  type LedgerDatabase,
  type LedgerTableName,
} from './ledger-database';
import { type LedgerRecords, LEDGER_SCHEMAS } from './validate';

// Every query reads records through `validRows` (`checkedRows` for a table whose schema is
// loaded with its screen, as the positions'): a stored record that fails its schema (an
// older version's, or one changed outside the app) is not shown, and is moved, whole and
// with its problems, to the `keptAside` table, where the app reports it (the database's
// `onKeptAside`) and the user can get it back. Never silently dropped.

function primaryKey(db: LedgerDatabase, table: CheckedTableName, record: unknown): unknown {
  const keyPath = db.table(table).schema.primKey.keyPath;
  const read = (path: string) =>
    typeof record === 'object' && record !== null
      ? (record as Record<string, unknown>)[path]
      : undefined;
  return Array.isArray(keyPath) ? keyPath.map(read) : read(keyPath ?? '');
}

type Invalid = { record: unknown; problems: LedgerProblem[] };

/** Records of another table that belong to a record set aside (a position's operations). */
export type Dependents = { table: CheckedTableName; key: string };

/** Why a dependent record went with the one it belongs to. */
export const DEPENDENT_PROBLEM = 'Il record a cui appartiene è stato messo da parte.';

function check(schema: v.GenericSchema, record: unknown): LedgerProblem[] | undefined {
  const result = checkLedger(schema, record);
  return result.ok ? undefined : result.problems;
}

/** Moves the records that are still invalid to `keptAside`, in one transaction; how many. */
async function moveAside(
  db: LedgerDatabase,
  table: CheckedTableName,
  schema: v.GenericSchema,
  invalid: readonly Invalid[],
  dependents: readonly Dependents[],
): Promise<number> {
  const tables = [db.table(table), ...dependents.map((d) => db.table(d.table)), db.keptAside];
  const moved = await db.transaction('rw', tables, async () => {
    let count = 0;
    const keepAside = async (
      from: CheckedTableName,
      key: unknown,
      record: unknown,
      problems: LedgerProblem[],
    ) => {
      await db.keptAside.add({
        table: from,
        key: JSON.stringify(key),
        record,
        problems,
        keptAt: new Date().toISOString(),
      });
      await db.table(from).delete(key as never);
    };
    for (const { record } of invalid) {
      const key = primaryKey(db, table, record);
      if (key === undefined) continue;
      const stored: unknown = await db.table(table).get(key as never);
      const problems = stored === undefined ? undefined : check(schema, stored);
      if (problems === undefined) continue;
      await keepAside(table, key, stored, problems);
      count += 1;
      // What belongs to it cannot be read without it, nor restored from a backup.
      for (const dependent of dependents) {
        const owned: unknown[] = await db
          .table(dependent.table)
          .where(dependent.key)
          .equals(key as never)
          .toArray();
        for (const one of owned) {
          const ownKey = primaryKey(db, dependent.table, one);
          await keepAside(dependent.table, ownKey, one, [
            { field: dependent.key, message: DEPENDENT_PROBLEM },
          ]);
        }
      }
    }
    return count;
  });
  if (moved > 0) db.options.onKeptAside?.({ profile: db.profile, table, count: moved });
  return moved;
}

/**
 * The valid records among `rows` just read from `table`. The invalid ones are set aside
 * after the read, outside its transaction (a live query only reads).
 */
export function validRows<T extends LedgerTableName>(
  db: LedgerDatabase,
  table: T,
  rows: readonly unknown[],
): LedgerRecords[T][] {
  // The schema of `table` outputs that table's record (validate.ts checks it with `satisfies`).
  return checkedRows(db, table, LEDGER_SCHEMAS[table], rows) as LedgerRecords[T][];
}

/**
 * `validRows` for any checked table, with the schema of its records. A record set aside
 * takes its `dependents` with it: the records of those tables whose `key` is its key.
 */
export function checkedRows<TSchema extends v.GenericSchema>(
  db: LedgerDatabase,
  table: CheckedTableName,
  schema: TSchema,
  rows: readonly unknown[],
  dependents: readonly Dependents[] = [],
): v.InferOutput<TSchema>[] {
  const valid: v.InferOutput<TSchema>[] = [];
  const invalid: Invalid[] = [];
  for (const record of rows) {
    const problems = check(schema, record);
    // The stored record itself, not the schema's copy of it: a record that passed its
    // table's schema is that table's record.
    if (problems === undefined) valid.push(record as v.InferOutput<TSchema>);
    else invalid.push({ record, problems });
  }
  if (invalid.length > 0) {
    setTimeout(() => {
      void Dexie.ignoreTransaction(() => moveAside(db, table, schema, invalid, dependents)).catch(
        () => undefined,
      );
    });
  }
  return valid;
}

/** The records set aside so far, oldest first. */
export async function listKeptAside(db: LedgerDatabase) {
  return db.keptAside.orderBy('id').toArray();
}
