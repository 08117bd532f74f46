import { formatCount } from '@traguardo/domain/format';
import { normalizeIsin } from '@traguardo/domain/isin';
import { BUILT_IN_CATEGORIES, isBuiltInCategoryId } from '@traguardo/domain/ledger-categories';
import {
  LEDGER_MAX_ACCOUNTS,
  LEDGER_MAX_GOALS,
  LEDGER_MAX_PROPERTIES,
  LEDGER_MAX_TRANSACTIONS,
  LEDGER_MAX_USER_CATEGORIES,
} from '@traguardo/domain/ledger-limits';
import {
  ledgerAccountSchema,
  ledgerBudgetSchema,
  ledgerCategorySchema,
  ledgerGoalSchema,
  ledgerTransactionSchema,
} from '@traguardo/domain/ledger-schemas';
import { openedWithWholeValue } from '@traguardo/domain/opening-balance-review';
import { repeatedSecurity } from '@traguardo/domain/position-security';
import { replayPosition } from '@traguardo/domain/positions';
import { ledgerPropertySchema } from '@traguardo/domain/property-schemas';
import * as v from 'valibot';
import {
  categoryRuleRecordSchema,
  categoryRulesOf,
  importBatchesOf,
  importBatchSchema,
  mappingProfileRecordSchema,
  mappingProfilesOf,
  starterRuleRecords,
} from './import-tables';
import { type LedgerDatabase, LEDGER_TABLES } from './ledger-database';
import {
  positionOperationRecordSchema,
  positionRecordSchema,
  priceUpdateRecordSchema,
} from './position-tables';
import { POSITION_TABLES, positionTablesOf } from './position-stores';
import { LEDGER_PROFILES } from './profiles';
import { PROPERTY_TABLES, propertiesOf } from './property-stores';

// A backup is one JSON object holding every table of a profile. It is read whole and
// checked whole (shape, every record, limits, references) before anything is written;
// restoring then replaces the profile in one transaction, or changes nothing.

export const BACKUP_FORMAT = 'traguardo-ledger-backup';
/**
 * The version this code writes and the newest it reads. Version 2 adds the imports' tables
 * (batches, mapping profiles, category rules); a version 1 backup restores with no batches,
 * no profiles and the starter rules. Version 3 adds the investment positions, their operations
 * and entered prices; an older backup restores with none. Version 4: "Saldo iniziale" of an
 * investment account is its cash only; an older backup's investment accounts were typed when
 * it meant their whole value, and restore marked to ask (openingBalanceToConfirm).
 * Version 5 adds the properties ("Immobili"); an older backup restores with none.
 */
export const BACKUP_VERSION = 5;

export const BACKUP_MESSAGES = {
  notJson: 'Questo file non è un backup di Traguardo: non è un file JSON leggibile.',
  foreign: 'Questo file non è un backup di Traguardo.',
  newer:
    'Questo backup è stato creato da una versione più recente di Traguardo: aggiorna l’app per ripristinarlo.',
  damaged: 'Il backup è danneggiato o incompleto: nulla è stato cambiato.',
  duplicateId: 'Il backup contiene due record con lo stesso identificativo.',
  unknownAccount: 'Il backup contiene movimenti od obiettivi di un conto che non contiene.',
  unknownCategory: 'Il backup contiene movimenti o budget di una categoria che non contiene.',
  unknownPosition:
    'Il backup contiene posizioni di un conto che non contiene, od operazioni e prezzi di una posizione che non contiene.',
  unknownMortgage:
    'Il backup contiene un immobile collegato a un conto che non contiene, o due immobili collegati allo stesso mutuo.',
  impossibleSale:
    'Il backup contiene una vendita di titoli superiore alla quantità posseduta a quella data.',
  /** Two positions of one account with the same ISIN, which the app never holds. */
  sameIsin: (accountName: string, isin: string) =>
    `Il backup contiene due posizioni del titolo ${isin} nel conto «${accountName}»: in un conto ogni titolo ha una sola posizione. Nulla è stato cambiato.`,
} as const;

const keptAsideSchema = v.object({
  id: v.optional(v.pipe(v.number(), v.integer())),
  table: v.picklist([...LEDGER_TABLES, ...POSITION_TABLES, ...PROPERTY_TABLES]),
  key: v.string(),
  record: v.unknown(),
  problems: v.array(v.object({ field: v.string(), message: v.string() })),
  keptAt: v.string(),
});

const headerSchema = v.object({
  format: v.literal(BACKUP_FORMAT),
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

export const backupSchema = v.object({
  format: v.literal(BACKUP_FORMAT),
  version: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(BACKUP_VERSION)),
  exportedAt: v.pipe(v.string(), v.isoTimestamp()),
  profile: v.picklist(LEDGER_PROFILES),
  tables: v.object({
    accounts: v.pipe(v.array(ledgerAccountSchema), v.maxLength(LEDGER_MAX_ACCOUNTS)),
    transactions: v.pipe(v.array(ledgerTransactionSchema), v.maxLength(LEDGER_MAX_TRANSACTIONS)),
    categories: v.pipe(
      v.array(ledgerCategorySchema),
      v.maxLength(BUILT_IN_CATEGORIES.length + LEDGER_MAX_USER_CATEGORIES),
    ),
    budgets: v.array(ledgerBudgetSchema),
    goals: v.pipe(v.array(ledgerGoalSchema), v.maxLength(LEDGER_MAX_GOALS)),
    keptAside: v.array(keptAsideSchema),
    importBatches: v.optional(v.array(importBatchSchema), []),
    mappingProfiles: v.optional(v.array(mappingProfileRecordSchema), []),
    categoryRules: v.optional(v.array(categoryRuleRecordSchema), starterRuleRecords),
    positions: v.optional(v.array(positionRecordSchema), []),
    positionOperations: v.optional(v.array(positionOperationRecordSchema), []),
    priceUpdates: v.optional(v.array(priceUpdateRecordSchema), []),
    properties: v.optional(
      v.pipe(v.array(ledgerPropertySchema), v.maxLength(LEDGER_MAX_PROPERTIES)),
      [],
    ),
  }),
});

export type LedgerBackup = v.InferOutput<typeof backupSchema>;

export type BackupReading =
  { ok: true; backup: LedgerBackup; summary: string } | { ok: false; message: string };

/** Every table of the profile's ledger, as one versioned object ready for JSON. */
export async function exportBackup(
  db: LedgerDatabase,
  now: Date = new Date(),
): Promise<LedgerBackup> {
  const imports = [importBatchesOf(db), mappingProfilesOf(db), categoryRulesOf(db)] as const;
  const holdings = positionTablesOf(db);
  const homes = propertiesOf(db);
  return db.transaction(
    'r',
    [
      db.accounts,
      db.transactions,
      db.categories,
      db.budgets,
      db.goals,
      db.keptAside,
      ...imports,
      ...holdings,
      homes,
    ],
    async () => ({
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: now.toISOString(),
      profile: db.profile,
      tables: {
        accounts: await db.accounts.toArray(),
        transactions: await db.transactions.toArray(),
        categories: await db.categories.toArray(),
        budgets: await db.budgets.toArray(),
        goals: await db.goals.toArray(),
        keptAside: await db.keptAside.toArray(),
        importBatches: await imports[0].toArray(),
        mappingProfiles: await imports[1].toArray(),
        categoryRules: await imports[2].orderBy('priority').toArray(),
        positions: await holdings[0].toArray(),
        positionOperations: await holdings[1].toArray(),
        priceUpdates: await holdings[2].toArray(),
        properties: await homes.toArray(),
      },
    }),
  );
}

/** The file name of a backup taken on `date` ('yyyy-mm-dd'). */
export function backupFileName(date: string): string {
  return `traguardo-backup-${date}.json`;
}

/**
 * What a backup holds, in words: '3 conti, 1.250 movimenti, 4 obiettivi', and ', 1 immobile'
 * when it holds properties.
 */
export function backupSummary(backup: LedgerBackup): string {
  const { accounts, transactions, goals, properties } = backup.tables;
  return [
    formatCount(accounts.length, 'conto', 'conti'),
    formatCount(transactions.length, 'movimento', 'movimenti'),
    formatCount(goals.length, 'obiettivo', 'obiettivi'),
    ...(properties.length === 0 ? [] : [formatCount(properties.length, 'immobile', 'immobili')]),
  ].join(', ');
}

function unique(keys: readonly string[]): boolean {
  return new Set(keys).size === keys.length;
}

/** Why the records of a well-formed backup do not hold together, if they do not. */
function referenceProblem(backup: LedgerBackup): string | undefined {
  const { accounts, transactions, categories, budgets, goals } = backup.tables;
  if (
    !unique(accounts.map((a) => a.id)) ||
    !unique(transactions.map((t) => t.id)) ||
    !unique(categories.map((c) => c.id)) ||
    !unique(goals.map((g) => g.id)) ||
    !unique(budgets.map((b) => `${b.month}\u0000${b.categoryId}`))
  ) {
    return BACKUP_MESSAGES.duplicateId;
  }
  const accountIds = new Set(accounts.map((a) => a.id));
  if (
    transactions.some((t) => !accountIds.has(t.accountId)) ||
    goals.some((g) => g.accountId !== undefined && !accountIds.has(g.accountId))
  ) {
    return BACKUP_MESSAGES.unknownAccount;
  }
  const categoryIds = new Set(categories.map((c) => c.id));
  const known = (id: string) => categoryIds.has(id) || isBuiltInCategoryId(id);
  if (transactions.some((t) => !known(t.categoryId)) || budgets.some((b) => !known(b.categoryId))) {
    return BACKUP_MESSAGES.unknownCategory;
  }
  return positionReferenceProblem(backup);
}

function positionReferenceProblem(backup: LedgerBackup): string | undefined {
  const { accounts, positions, positionOperations, priceUpdates } = backup.tables;
  if (
    !unique(positions.map((p) => p.id)) ||
    !unique(positionOperations.map((o) => o.id)) ||
    !unique(priceUpdates.map((p) => p.id))
  ) {
    return BACKUP_MESSAGES.duplicateId;
  }
  const accountIds = new Set(accounts.map((a) => a.id));
  const positionIds = new Set(positions.map((p) => p.id));
  if (
    positions.some((p) => !accountIds.has(p.accountId)) ||
    positionOperations.some((o) => !positionIds.has(o.positionId)) ||
    priceUpdates.some((p) => !positionIds.has(p.positionId))
  ) {
    return BACKUP_MESSAGES.unknownPosition;
  }
  const repeated = repeatedSecurity(positions);
  if (repeated?.isin !== undefined) {
    const account = accounts.find((a) => a.id === repeated.accountId);
    return BACKUP_MESSAGES.sameIsin(account?.name ?? '', normalizeIsin(repeated.isin));
  }
  // Each position's operations, replayed as the commands replay them before a write.
  const replays = positions.map((position) =>
    replayPosition(
      positionOperations.filter((operation) => operation.positionId === position.id),
      position.positionClass,
    ),
  );
  if (replays.some((replay) => !replay.ok)) return BACKUP_MESSAGES.impossibleSale;
  return propertyReferenceProblem(backup);
}

/**
 * Each property's mortgage is an account of the backup, securing it alone. Not necessarily a
 * mortgage: an account whose type was changed after the link was made keeps the link.
 */
function propertyReferenceProblem(backup: LedgerBackup): string | undefined {
  const { accounts, properties } = backup.tables;
  if (!unique(properties.map((p) => p.id))) return BACKUP_MESSAGES.duplicateId;
  const mortgages = new Set(accounts.map((a) => a.id));
  const linked = properties.flatMap((p) =>
    p.mortgageAccountId === undefined ? [] : [p.mortgageAccountId],
  );
  if (!unique(linked) || linked.some((id) => !mortgages.has(id))) {
    return BACKUP_MESSAGES.unknownMortgage;
  }
  return undefined;
}

/** An older backup's records as this version stores them. */
function upToDate(backup: LedgerBackup): LedgerBackup {
  if (backup.version >= 4) return backup;
  const accounts = backup.tables.accounts.map((account) =>
    openedWithWholeValue(account)
      ? { ...account, openingBalanceToConfirm: true as const }
      : account,
  );
  return { ...backup, tables: { ...backup.tables, accounts } };
}

/**
 * Reads a backup file's text and checks all of it. Answers with the backup and what it
 * holds, or with the Italian reason it cannot be restored (not JSON, not ours, from a newer
 * version, damaged). Writes nothing.
 */
export function readBackup(text: string): BackupReading {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: BACKUP_MESSAGES.notJson };
  }
  const header = v.safeParse(headerSchema, data);
  if (!header.success) return { ok: false, message: BACKUP_MESSAGES.foreign };
  if (header.output.version > BACKUP_VERSION) return { ok: false, message: BACKUP_MESSAGES.newer };
  const parsed = v.safeParse(backupSchema, data, { abortEarly: true });
  if (!parsed.success) return { ok: false, message: BACKUP_MESSAGES.damaged };
  const problem = referenceProblem(parsed.output);
  if (problem !== undefined) return { ok: false, message: problem };
  const backup = upToDate(parsed.output);
  return { ok: true, backup, summary: backupSummary(backup) };
}

/**
 * Replaces every table of the profile with the backup's, in one transaction: on any
 * failure the profile stays as it was. The built-in categories are kept even when the
 * backup lacks them. Pass only a backup `readBackup` accepted.
 */
export async function restoreBackup(db: LedgerDatabase, backup: LedgerBackup): Promise<void> {
  const { accounts, transactions, categories, budgets, goals, keptAside } = backup.tables;
  const { importBatches, mappingProfiles, categoryRules } = backup.tables;
  const { positions, positionOperations, priceUpdates, properties } = backup.tables;
  const imports = [importBatchesOf(db), mappingProfilesOf(db), categoryRulesOf(db)] as const;
  const holdings = positionTablesOf(db);
  const homes = propertiesOf(db);
  const present = new Set(categories.map((c) => c.id));
  const missingBuiltIns = BUILT_IN_CATEGORIES.filter((c) => !present.has(c.id));
  await db.transaction(
    'rw',
    [
      db.accounts,
      db.transactions,
      db.categories,
      db.budgets,
      db.goals,
      db.keptAside,
      ...imports,
      ...holdings,
      homes,
    ],
    async () => {
      await Promise.all([
        ...imports.map((table) => table.clear()),
        ...holdings.map((table) => table.clear()),
        homes.clear(),
        db.accounts.clear(),
        db.transactions.clear(),
        db.categories.clear(),
        db.budgets.clear(),
        db.goals.clear(),
        db.keptAside.clear(),
      ]);
      await db.accounts.bulkAdd(accounts);
      await db.transactions.bulkAdd(transactions);
      await db.categories.bulkAdd([...missingBuiltIns, ...categories]);
      await db.budgets.bulkAdd(budgets);
      await db.goals.bulkAdd(goals);
      await db.keptAside.bulkAdd(keptAside);
      await imports[0].bulkAdd(importBatches);
      await imports[1].bulkAdd(mappingProfiles);
      await imports[2].bulkAdd(categoryRules);
      await holdings[0].bulkAdd(positions);
      await holdings[1].bulkAdd(positionOperations);
      await holdings[2].bulkAdd(priceUpdates);
      // The demo keeps its sample house, which is not in its ledger: it takes no property.
      if (db.profile !== 'demo') await homes.bulkAdd(properties);
    },
  );
}
