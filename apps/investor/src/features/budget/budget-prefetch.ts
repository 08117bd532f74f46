import { Dexie } from 'dexie';
import { type Month } from '@traguardo/domain/ledger-month';
import { type LedgerDatabase } from '@traguardo/ledger/ledger-database';
import { budgetScreenData, type BudgetScreenData } from './budget-screen-data';

// The months beside the one on screen, read ahead in an idle moment: "Mese precedente" and
// "Mese successivo" then show their month at once, while its live query starts. Any write
// to any ledger, in this tab or another, empties the store, and a month read across a write
// is not kept: what is kept is what the live query would read now. Kept per connection: a
// profile deleted from the device is opened again as a new one (ledger-connection.ts).

const readAhead = new Map<LedgerDatabase, Map<Month, BudgetScreenData>>();
/** The months kept at most per connection: those beside the last few shown. */
const KEPT_MONTHS = 6;
/** Counts the writes seen, so that a read that a write overtook is not kept. */
let writes = 0;
let listening = false;

function forgetOnWrite(): void {
  if (listening) return;
  listening = true;
  Dexie.on('storagemutated', () => {
    writes += 1;
    readAhead.clear();
  });
}

/** `month`'s figures in `db` if they were read ahead and nothing was written since. */
export function budgetReadAhead(db: LedgerDatabase, month: Month): BudgetScreenData | undefined {
  return readAhead.get(db)?.get(month);
}

/** Reads `month`'s figures in `db` for later, unless they are already there. */
export async function readBudgetAhead(db: LedgerDatabase, month: Month): Promise<void> {
  forgetOnWrite();
  if (budgetReadAhead(db, month) !== undefined) return;
  const writesBefore = writes;
  let data: BudgetScreenData;
  try {
    data = await budgetScreenData(db, month);
  } catch {
    // Nothing kept: the live query reads the month when it is shown, and says so if it fails.
    return;
  }
  if (writes !== writesBefore) return;
  let months = readAhead.get(db);
  if (months === undefined) {
    months = new Map();
    readAhead.set(db, months);
  }
  months.set(month, data);
  // The oldest read first: a Map keeps the order of insertion.
  for (const old of [...months.keys()].slice(0, Math.max(0, months.size - KEPT_MONTHS))) {
    months.delete(old);
  }
}
