import { BUILT_IN_CATEGORIES } from '@traguardo/domain/ledger-categories';
import { openedWithWholeValue } from '@traguardo/domain/opening-balance-review';
import {
  type LedgerAccount,
  type LedgerBudget,
  type LedgerCategory,
  type LedgerGoal,
  type LedgerProblem,
  type LedgerTransaction,
} from '@traguardo/domain/ledger-schemas';
import { Dexie, type EntityTable, type Table } from 'dexie';
import { packAllFlows, type StoredAccountFlows } from './account-flows';
import { countsInFlows, monthFlowsOf } from './month-flows';
import {
  MONTH_FLOWS_TABLE,
  monthFlowsMiddleware,
  SEARCH_MONTHS_TABLE,
  SEARCH_REVISIONS_TABLE,
} from './month-flows-middleware';
import {
  SEARCH_REVISIONS_ID,
  type SearchMonth,
  searchMonthsOf,
  type SearchRevisions,
} from './search-months';
import { LEDGER_SCHEMA_V3_IMPORT, seedStarterRules } from './import-tables';
import { LEDGER_SCHEMA_V4_POSITIONS, type PositionTableName } from './position-stores';
import { ledgerDatabaseName, type LedgerProfile } from './profiles';
import { LEDGER_SCHEMA_V7_PROPERTIES, type PropertyTableName } from './property-stores';

// Dexie turns its debug mode on for any page served from localhost: each operation gets a
// console task (async stack traces in DevTools) and its promises run inside it, a cost the
// deployed product never pays. Off, so that a build served locally (benchmarks, e2e) runs as
// the deployed one does.
Dexie.debug = false;

// The ledger of one profile in IndexedDB, through Dexie. The schema is versioned.
//
// Adding a migration (version n to n + 1), in this order:
// 1. Leave every `this.version(k).stores(...)` call as it is and add, below them,
//    `this.version(n + 1).stores({ only the tables whose indexes change })
//      .upgrade((tx) => tx.table('transactions').toCollection().modify((t) => { ...fill the new field }))`.
//    Dexie runs each missing upgrade in order, in one versionchange transaction: all or nothing.
// 2. Change the domain schema (ledger-schemas.ts) so that an upgraded record passes it; one
//    that does not is kept aside on its first read (keep-aside.ts), never lost.
// 3. Test from the stored state of version n: create the database with a bare `new Dexie(name)`
//    declaring version n's stores (copied into the test, as they were), put records of version
//    n, close it, then `openLedger(profile)` and read them through the queries: every record
//    is there, with the new field filled, and nothing was kept aside.
// 4. If the backup's shape changes, raise BACKUP_VERSION and let readBackup bring an older
//    backup's records up to date before it validates them.
// Another tab still on version n is closed by Dexie when this one upgrades (versionchange):
// the app should then ask that tab to reload.

/** A stored record that failed validation: moved here whole, with why, never dropped. */
export type KeptAsideRecord = {
  id?: number;
  /** The table it came from. */
  table: CheckedTableName;
  /** Its key in that table, as text. */
  key: string;
  record: unknown;
  problems: LedgerProblem[];
  /** ISO date-time it was set aside. */
  keptAt: string;
};

export const LEDGER_TABLES = [
  'accounts',
  'transactions',
  'categories',
  'budgets',
  'goals',
] as const;

export type LedgerTableName = (typeof LEDGER_TABLES)[number];

/** The tables whose records are checked when read and set aside when they fail. */
export type CheckedTableName = LedgerTableName | PositionTableName | PropertyTableName;

/** What a profile's ledger tells its app: records it had to set aside. */
export type KeptAsideNotice = { profile: LedgerProfile; table: CheckedTableName; count: number };

export type LedgerOptions = { onKeptAside?: (notice: KeptAsideNotice) => void };

/**
 * Version 1. Indexes for 100.000 movements: by date (the newest first, a month's range),
 * by account and date (an account's movements and balance), by category and date (a
 * budget), and by import batch (undoing an import; dropped in version 5).
 */
export const LEDGER_SCHEMA_V1 = {
  accounts: 'id',
  transactions: 'id, date, [accountId+date], [categoryId+date], importBatchId',
  categories: 'id',
  budgets: '[month+categoryId], month',
  goals: 'id, accountId',
  keptAside: '++id, table',
} as const;

/**
 * Version 2. What each account's movements add up to in each month (month-flows.ts), and
 * each month's movements as the text search reads them (search-months.ts), kept with every
 * write (month-flows-middleware.ts): Home, the balances and Movimenti's search read these
 * instead of every movement. The upgrade builds them from the movements already stored.
 */
export const LEDGER_SCHEMA_V2 = {
  [MONTH_FLOWS_TABLE]: 'accountId',
  [SEARCH_MONTHS_TABLE]: 'month',
  [SEARCH_REVISIONS_TABLE]: 'id',
} as const;

/**
 * Version 5. The movements lose the index by import batch: undoing an import deletes the
 * movements its batch lists (`transactionIds`, import-tables.ts), so no read needs it, and
 * every movement written (10.000 in one import) no longer pays for its entry.
 */
export const LEDGER_SCHEMA_V5 = {
  transactions: 'id, date, [accountId+date], [categoryId+date]',
} as const;

export class LedgerDatabase extends Dexie {
  declare accounts: Table<LedgerAccount, string>;
  declare transactions: Table<LedgerTransaction, string>;
  declare categories: Table<LedgerCategory, string>;
  declare budgets: Table<LedgerBudget, [string, string]>;
  declare goals: Table<LedgerGoal, string>;
  declare keptAside: EntityTable<KeptAsideRecord, 'id'>;
  declare monthFlows: Table<StoredAccountFlows, string>;
  declare searchMonths: Table<SearchMonth, string>;
  declare searchRevisions: Table<SearchRevisions, string>;

  readonly profile: LedgerProfile;
  readonly options: LedgerOptions;

  constructor(profile: LedgerProfile, options: LedgerOptions = {}) {
    super(ledgerDatabaseName(profile));
    this.profile = profile;
    this.options = options;
    this.version(1).stores(LEDGER_SCHEMA_V1);
    this.version(2)
      .stores(LEDGER_SCHEMA_V2)
      .upgrade(async (tx) => {
        const stored: unknown[] = await tx.table('transactions').toArray();
        const valid = stored.filter(countsInFlows);
        await tx.table(MONTH_FLOWS_TABLE).bulkPut(packAllFlows(monthFlowsOf(valid)));
        const months = searchMonthsOf(valid);
        await tx.table(SEARCH_MONTHS_TABLE).bulkPut(months);
        const revisions: SearchRevisions = {
          id: SEARCH_REVISIONS_ID,
          counter: 1,
          months: Object.fromEntries(months.map((m) => [m.month, 1])),
        };
        await tx.table(SEARCH_REVISIONS_TABLE).put(revisions);
      });
    // Version 3: bank-statement imports (import-tables.ts); an upgraded ledger gets the starter rules.
    this.version(3)
      .stores(LEDGER_SCHEMA_V3_IMPORT)
      .upgrade((transaction) => seedStarterRules(transaction));
    // Version 4: investment positions, their operations and entered prices (position-tables.ts);
    // new tables only, so an upgraded ledger starts with none.
    this.version(4).stores(LEDGER_SCHEMA_V4_POSITIONS);
    // Version 5: the movements' index by import batch dropped; no record changes.
    this.version(5).stores(LEDGER_SCHEMA_V5);
    // Version 6: no index changes. "Saldo iniziale" of an investment account now means its
    // cash only; each one stored until now was typed when it meant its whole value, so it is
    // marked to ask whether it holds the securities too (opening-balance-review.ts).
    this.version(6)
      .stores({})
      .upgrade((transaction) =>
        transaction
          .table('accounts')
          .toCollection()
          .modify((account: { type?: unknown; openingBalanceToConfirm?: true }) => {
            if (openedWithWholeValue(account)) account.openingBalanceToConfirm = true;
          }),
      );
    // Version 7: the own profile's properties, "Immobili" (property-stores.ts); a new table
    // only, so an upgraded ledger starts with none.
    this.version(7).stores(LEDGER_SCHEMA_V7_PROPERTIES);
    this.use(monthFlowsMiddleware);
    // A new ledger starts with the built-in categories; the user's own come beside them.
    this.on('populate', (transaction) => {
      void transaction.table('categories').bulkAdd([...BUILT_IN_CATEGORIES]);
      void seedStarterRules(transaction);
    });
  }
}

/** Opens (creating it the first time) the ledger of a profile. */
export function openLedger(profile: LedgerProfile, options: LedgerOptions = {}): LedgerDatabase {
  return new LedgerDatabase(profile, options);
}

/** Deletes a profile's whole ledger from the device; the other profile is untouched. */
export async function deleteLedger(profile: LedgerProfile): Promise<void> {
  await Dexie.delete(ledgerDatabaseName(profile));
}
