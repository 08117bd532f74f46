import { STARTER_RULES } from '@traguardo/bank-import/starter-rules';
import { LEDGER_AMOUNT_MAX_CENTS } from '@traguardo/domain/ledger-limits';
import { columnMappingSchema } from '@traguardo/bank-import/mapping-profile';
import { type Table, type Transaction } from 'dexie';
import * as v from 'valibot';
import { type LedgerDatabase } from './ledger-database';

// The tables bank-statement imports add to a ledger (schema version 3): the import batches,
// the column mapping confirmed per header layout, and the category rules. They are reached
// through the accessors below (`db.table(name)`), so the database class keeps its own shape.

/**
 * Version 3's new tables. A batch holds the import key of each movement it brought in
 * (aligned with `transactionIds`): the key says "this row of this bank's file", so the same
 * file again finds its rows present; a movement typed by hand has no key.
 */
export const LEDGER_SCHEMA_V3_IMPORT = {
  importBatches: 'id, importedAt, accountId',
  mappingProfiles: 'layoutKey',
  categoryRules: 'id, priority',
} as const;

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const id = v.pipe(v.string(), v.nonEmpty(), v.maxLength(200));

export const importBatchSchema = v.object({
  id,
  /** ISO date-time of the import. */
  importedAt: v.pipe(v.string(), v.isoTimestamp()),
  fileName: text(260),
  format: v.picklist(['csv', 'xlsx', 'ofx', 'camt053']),
  accountId: id,
  /** The movements it wrote, in file order. */
  transactionIds: v.array(id),
  /** Each movement's import key, aligned with `transactionIds`. */
  importKeys: v.array(v.pipe(v.string(), v.nonEmpty())),
});

export type ImportBatch = v.InferOutput<typeof importBatchSchema>;

export const mappingProfileRecordSchema = v.object({
  layoutKey: v.pipe(v.string(), v.nonEmpty(), v.maxLength(4000)),
  mapping: columnMappingSchema,
  /** ISO date-time it was last confirmed. */
  savedAt: v.pipe(v.string(), v.isoTimestamp()),
});

export type MappingProfileRecord = v.InferOutput<typeof mappingProfileRecordSchema>;

const ruleCents = v.nullable(
  v.pipe(
    v.number(),
    v.integer(),
    v.minValue(-LEDGER_AMOUNT_MAX_CENTS),
    v.maxValue(LEDGER_AMOUNT_MAX_CENTS),
  ),
);

export const categoryRuleRecordSchema = v.object({
  id,
  match: v.picklist(['contains', 'starts-with', 'matches']),
  pattern: v.pipe(v.string(), v.maxLength(200)),
  minCents: ruleCents,
  maxCents: ruleCents,
  categoryId: id,
  /** Rules are tried from the lowest priority up: the user's own come before the starter set. */
  priority: v.pipe(v.number(), v.integer()),
});

export type CategoryRuleRecord = v.InferOutput<typeof categoryRuleRecordSchema>;

export function importBatchesOf(db: LedgerDatabase): Table<ImportBatch, string> {
  return db.table('importBatches');
}

export function mappingProfilesOf(db: LedgerDatabase): Table<MappingProfileRecord, string> {
  return db.table('mappingProfiles');
}

export function categoryRulesOf(db: LedgerDatabase): Table<CategoryRuleRecord, string> {
  return db.table('categoryRules');
}

/** A built-in category's id from the spec's name the starter set uses ('Cibo' → 'cibo'). */
const builtInId = (name: string) => name.toLowerCase();

/** The starter set as stored rules, in their order, after any rule of the user's own. */
export function starterRuleRecords(): CategoryRuleRecord[] {
  return STARTER_RULES.map((rule, index) => ({
    ...rule,
    categoryId: builtInId(rule.categoryId),
    priority: 1000 + index,
  }));
}

/** Writes the starter rules in a new or upgraded ledger (populate, upgrade to version 3). */
export function seedStarterRules(transaction: Transaction): Promise<unknown> {
  return transaction.table('categoryRules').bulkPut(starterRuleRecords());
}
