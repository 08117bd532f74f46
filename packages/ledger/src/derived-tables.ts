import { Dexie } from 'dexie';
import { packAllFlows } from './account-flows';
import { type LedgerDatabase } from './ledger-database';
import { countsInFlows, monthFlowsOf } from './month-flows';
import { SEARCH_REVISIONS_ID, searchMonthsOf } from './search-months';

// The month flows and the search months follow every write made through the ledger. Records
// written into the database some other way (by hand, a test writing IndexedDB directly) are
// noticed when the number of movements no longer matches: the query then reads every
// movement, as the plain figures do, and these tables are rebuilt from them, once, after it.

const rebuilding = new WeakSet<LedgerDatabase>();

/** Rebuilds the month flows and the search months from every valid stored movement. */
export async function rebuildDerivedTables(db: LedgerDatabase): Promise<void> {
  const tables = [db.transactions, db.monthFlows, db.searchMonths, db.searchRevisions];
  await db.transaction('rw', tables, async () => {
    const stored: unknown[] = await db.transactions.toArray();
    const valid = stored.filter(countsInFlows);
    const counter = ((await db.searchRevisions.get(SEARCH_REVISIONS_ID))?.counter ?? 0) + 1;
    const months = searchMonthsOf(valid);
    await Promise.all([db.monthFlows.clear(), db.searchMonths.clear()]);
    await db.monthFlows.bulkPut(packAllFlows(monthFlowsOf(valid)));
    await db.searchMonths.bulkPut(months);
    await db.searchRevisions.put({
      id: SEARCH_REVISIONS_ID,
      counter,
      months: Object.fromEntries(months.map((m) => [m.month, counter])),
    });
  });
}

/** Rebuilds them after the current read (a live query only reads), once at a time. */
export function rebuildDerivedTablesLater(db: LedgerDatabase): void {
  if (rebuilding.has(db)) return;
  rebuilding.add(db);
  setTimeout(() => {
    void Dexie.ignoreTransaction(() => rebuildDerivedTables(db))
      .catch(() => undefined)
      .finally(() => rebuilding.delete(db));
  });
}
