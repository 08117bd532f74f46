import {
  type DBCore,
  type DBCoreAddRequest,
  type DBCoreKeyRange,
  type DBCoreMutateRequest,
  type DBCoreMutateResponse,
  type DBCoreTable,
  type DBCoreTransaction,
  type Middleware,
} from 'dexie';
import type { LedgerTransaction } from '@traguardo/domain/ledger-schemas';
import { type StoredAccountFlows, storedFlow, withFlowsChanged } from './account-flows';
import { isMarkedChecked } from './checked-movements';
import { countsInFlows, MonthFlowChanges } from './month-flows';
import {
  SEARCH_REVISIONS_ID,
  SearchChanges,
  type SearchMonth,
  type SearchRevisions,
} from './search-months';

// Keeps `monthFlows` (month-flows.ts) and `searchMonths` with `searchRevisions`
// (search-months.ts) equal to what the valid stored movements give, in the same IndexedDB
// transaction as every write to `transactions`, whoever makes it (a command, a restore, an
// import, an upgrade): every read-write transaction that touches the movements also gets
// these tables (as Dexie Cloud adds its mutation tables), so a write and what it changes
// commit together or not at all. Below it, Dexie's live queries see every one of the writes.

export const MONTH_FLOWS_TABLE = 'monthFlows';
export const SEARCH_MONTHS_TABLE = 'searchMonths';
export const SEARCH_REVISIONS_TABLE = 'searchRevisions';
const KEPT_TABLES = [MONTH_FLOWS_TABLE, SEARCH_MONTHS_TABLE, SEARCH_REVISIONS_TABLE];
const TRANSACTIONS_TABLE = 'transactions';
/** DBCoreRangeType.Any (a const enum of Dexie's types, not exported as a value). */
const ANY_RANGE = 3;

type Flows = {
  core: DBCoreTable;
  search: DBCoreTable;
  revisions: DBCoreTable;
  trans: DBCoreTransaction;
};

/** What applying changes needs of the stored records: read apart, so it can be read early. */
type StoredKept = {
  /** The flows of each account `changes` touches. */
  flows: (StoredAccountFlows | undefined)[];
  /** The search month of each month `search` touches. */
  months: (SearchMonth | undefined)[];
  revisions: SearchRevisions | undefined;
};

const accountIdsOf = (changes: MonthFlowChanges) => [
  ...new Set(changes.keys.map(([accountId]) => accountId)),
];

async function readKept(
  { core, search, revisions, trans }: Flows,
  changes: MonthFlowChanges,
  searchChanges: SearchChanges,
): Promise<StoredKept> {
  const none = Promise.resolve([]);
  const [flows, months, [current]] = await Promise.all([
    changes.size === 0 ? none : core.getMany({ trans, keys: accountIdsOf(changes) }),
    searchChanges.months.length === 0
      ? none
      : search.getMany({ trans, keys: searchChanges.months }),
    revisions.getMany({ trans, keys: [SEARCH_REVISIONS_ID] }),
  ]);
  return {
    flows: flows as (StoredAccountFlows | undefined)[],
    months: months as (SearchMonth | undefined)[],
    revisions: current as SearchRevisions | undefined,
  };
}

async function applyChanges(
  { core, trans }: Flows,
  changes: MonthFlowChanges,
  stored: readonly (StoredAccountFlows | undefined)[],
): Promise<void> {
  if (changes.size === 0) return;
  const keys = changes.keys;
  const accountIds = accountIdsOf(changes);
  const records = new Map<string, StoredAccountFlows>();
  for (const record of stored) if (record !== undefined) records.set(record.accountId, record);
  const { put, remove } = changes.applyTo(
    keys.map(([accountId, month]) => storedFlow(records.get(accountId), month)),
  );
  const values: StoredAccountFlows[] = [];
  const emptied: string[] = [];
  for (const id of accountIds) {
    const next = withFlowsChanged(
      records.get(id),
      id,
      put.filter((flow) => flow.accountId === id),
      remove.filter(([accountId]) => accountId === id).map(([, month]) => month),
    );
    if (next === null) emptied.push(id);
    else values.push(next);
  }
  if (values.length > 0) await core.mutate({ type: 'put', trans, values });
  if (emptied.length > 0) await core.mutate({ type: 'delete', trans, keys: emptied });
}

/**
 * Writes the changed search months, and gives each a new revision (all: after a clear).
 * `stored` holds the search month of each of the changes' months, and the revisions.
 */
async function applySearch(
  { search, revisions, trans }: Flows,
  changes: SearchChanges | 'cleared',
  stored: Pick<StoredKept, 'months' | 'revisions'>,
): Promise<void> {
  const months = changes === 'cleared' ? [] : changes.months;
  let emptied: string[] = [];
  if (changes !== 'cleared') {
    if (months.length === 0) return;
    const { put, remove } = changes.applyTo(stored.months);
    emptied = remove;
    if (put.length > 0) await search.mutate({ type: 'put', trans, values: put });
    if (remove.length > 0) await search.mutate({ type: 'delete', trans, keys: remove });
  }
  const current = stored.revisions;
  let counter = current?.counter ?? 0;
  const revised = new Map(changes === 'cleared' ? [] : Object.entries(current?.months ?? {}));
  for (const month of months) revised.set(month, ++counter);
  // A month with no movement left has no search month, nor a revision.
  for (const month of emptied) revised.delete(month);
  const next: SearchRevisions = {
    id: SEARCH_REVISIONS_ID,
    counter,
    months: Object.fromEntries(revised),
  };
  await revisions.mutate({ type: 'put', trans, values: [next] });
}

async function storedIn(
  table: DBCoreTable,
  trans: DBCoreTransaction,
  range: DBCoreKeyRange,
): Promise<unknown[]> {
  const { result } = await table.query({
    trans,
    values: true,
    query: { index: table.schema.primaryKey, range },
  });
  return result;
}

function keysOf(req: DBCoreMutateRequest, table: DBCoreTable): unknown[] {
  if (req.type === 'delete') return req.keys;
  if (req.type === 'deleteRange') return [];
  if (Array.isArray(req.keys)) return req.keys;
  return req.values.map((value) => table.schema.primaryKey.extractKey?.(value));
}

async function mutateTransactions(
  table: DBCoreTable,
  flows: Flows,
  req: DBCoreMutateRequest,
): Promise<DBCoreMutateResponse> {
  if (req.type === 'deleteRange' && req.range.type === ANY_RANGE) {
    // clear(): no movement is left, so no flow either.
    const response = await table.mutate(req);
    await flows.core.mutate({ type: 'deleteRange', trans: flows.trans, range: req.range });
    await flows.search.mutate({ type: 'deleteRange', trans: flows.trans, range: req.range });
    const [revisions] = await flows.revisions.getMany({
      trans: flows.trans,
      keys: [SEARCH_REVISIONS_ID],
    });
    await applySearch(flows, 'cleared', {
      months: [],
      revisions: revisions as SearchRevisions | undefined,
    });
    return response;
  }
  if (req.type === 'add') return addTransactions(table, flows, req);
  const changes = new MonthFlowChanges();
  const search = new SearchChanges();
  const { trans } = req;
  const before =
    req.type === 'deleteRange'
      ? await storedIn(table, trans, req.range)
      : await table.getMany({ trans, keys: keysOf(req, table) });
  const response = await table.mutate(req);
  const failed = (i: number) => response.failures[i] !== undefined;
  before.forEach((old, i) => {
    if (failed(i) || !countsInFlows(old)) return;
    changes.add(old, -1);
    search.remove(old);
  });
  if (req.type === 'put') {
    req.values.forEach((value: unknown, i) => {
      // An update-only put (upsert: false) writes nothing where there was no record.
      const written = req.upsert !== false || before[i] !== undefined;
      if (!written || failed(i) || !countsInFlows(value)) return;
      changes.add(value, 1);
      search.add(value);
    });
  }
  await applyKept(flows, changes, search, await readKept(flows, changes, search));
  return response;
}

async function applyKept(
  flows: Flows,
  changes: MonthFlowChanges,
  search: SearchChanges,
  stored: StoredKept,
): Promise<void> {
  await applyChanges(flows, changes, stored.flows);
  await applySearch(flows, search, stored);
}

/** What adding `values` changes, leaving out those that failed and those that do not count. */
function changesOfAdded(values: readonly unknown[], failed: (i: number) => boolean) {
  const changes = new MonthFlowChanges();
  const search = new SearchChanges();
  // Movements their command checked just now (checked-movements.ts) are not checked twice.
  const counted: readonly (LedgerTransaction | undefined)[] = isMarkedChecked(values)
    ? values
    : values.map((value) => (countsInFlows(value) ? value : undefined));
  counted.forEach((movement, i) => {
    if (movement === undefined || failed(i)) return;
    changes.add(movement, 1);
    search.add(movement);
  });
  return { changes, search };
}

/**
 * An add: nothing was there before, so what it changes is known before the movements are
 * written. It is worked out, and the records it changes are read (queued after the
 * movements, in the same transaction), while the movements are being written: a large
 * import does not wait for that work after its last movement. Where some movement failed,
 * it is worked out again without them, after the write.
 */
async function addTransactions(
  table: DBCoreTable,
  flows: Flows,
  req: DBCoreAddRequest,
): Promise<DBCoreMutateResponse> {
  const writing = table.mutate(req);
  const planned = changesOfAdded(req.values, () => false);
  const reading = readKept(flows, planned.changes, planned.search);
  // Read or not, the write's outcome is what this answers; a failed read is not left unheard.
  reading.catch(() => undefined);
  const response = await writing;
  if (response.numFailures === 0) {
    await applyKept(flows, planned.changes, planned.search, await reading);
    return response;
  }
  const written = changesOfAdded(req.values, (i) => response.failures[i] !== undefined);
  await applyKept(
    flows,
    written.changes,
    written.search,
    await readKept(flows, written.changes, written.search),
  );
  return response;
}

/** The middleware that keeps `monthFlows` (registered by LedgerDatabase). */
export const monthFlowsMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'TraguardoMonthFlows',
  create(down) {
    return {
      ...down,
      transaction(stores, mode, options) {
        const widened =
          mode === 'readwrite' && stores.includes(TRANSACTIONS_TABLE)
            ? [...stores, ...KEPT_TABLES.filter((name) => !stores.includes(name))]
            : stores;
        return down.transaction(widened, mode, options);
      },
      table(name) {
        const table = down.table(name);
        if (name !== TRANSACTIONS_TABLE) return table;
        return {
          ...table,
          mutate: (req) =>
            mutateTransactions(
              table,
              {
                core: down.table(MONTH_FLOWS_TABLE),
                search: down.table(SEARCH_MONTHS_TABLE),
                revisions: down.table(SEARCH_REVISIONS_TABLE),
                trans: req.trans,
              },
              req,
            ),
        };
      },
    };
  },
};
