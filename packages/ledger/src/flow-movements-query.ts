import { type BalanceAccount } from '@traguardo/domain/ledger-balances';
import { lastDayOfMonth, type Month, monthOf } from '@traguardo/domain/ledger-month';
import { type LedgerAccount, type LedgerTransaction } from '@traguardo/domain/ledger-schemas';
import { type LedgerDatabase } from './ledger-database';
import {
  monthTotal,
  type StoredAccountFlows,
  storedMonth,
  unpackFlowsWhere,
} from './account-flows';
import { rebuildDerivedTablesLater } from './derived-tables';
import { validRows } from './keep-aside';
import {
  type FlowMovement,
  flowMovements,
  type MonthFlow,
  MonthFlowChanges,
  monthFlowKey,
} from './month-flows';

// Movements that stand in for every valid stored movement in the figures of balances and
// cash flow as of a day (`asOf`): a few per account and month (flowMovements), dated so
// that each compares with `asOf` and with its account's opening date as the real ones do.
// Where a month holds movements on both sides of such a day (after `asOf` in its month;
// before an account's opening date in its month), those few are read and kept as they
// are, and taken out of their month's flow. A few thousand rows, not 100.000.

export type FigureMovements = {
  movements: FlowMovement[];
  /** How many valid movements the ledger holds. */
  count: number;
};

const flowId = (flow: Pick<MonthFlow, 'accountId' | 'month'>) => JSON.stringify(monthFlowKey(flow));

/** The movements after `asOf` in its month: kept as they are. */
function afterAsOf(db: LedgerDatabase, asOf: string): Promise<LedgerTransaction[]> {
  return db.transactions
    .where('date')
    .between(asOf, lastDayOfMonth(monthOf(asOf)), false, true)
    .toArray();
}

/**
 * The movements to keep as they are: `after` (afterAsOf) and those before an account's
 * opening date in its month.
 */
async function keptMovements(
  db: LedgerDatabase,
  accounts: readonly Pick<BalanceAccount, 'id' | 'openingDate'>[],
  after: Promise<LedgerTransaction[]>,
): Promise<LedgerTransaction[]> {
  const reads = [after];
  for (const { id, openingDate } of accounts) {
    const first = `${monthOf(openingDate)}-01`;
    if (openingDate === first) continue;
    reads.push(
      db.transactions
        .where('[accountId+date]')
        .between([id, first], [id, openingDate], true, false)
        .toArray(),
    );
  }
  const rows = validRows(db, 'transactions', (await Promise.all(reads)).flat());
  return [...new Map(rows.map((t) => [t.id, t])).values()];
}

/** The stand-in movements for figures as of `asOf` ('yyyy-mm-dd') over `accounts`. */
export async function figureMovements(
  db: LedgerDatabase,
  accounts: readonly Pick<BalanceAccount, 'id' | 'openingDate'>[],
  asOf: string,
): Promise<FigureMovements> {
  const [stored, kept, total] = await Promise.all([
    db.monthFlows.toArray(),
    keptMovements(db, accounts, afterAsOf(db, asOf)),
    db.transactions.count(),
  ]);
  return standIns(db, stored, kept, total, accounts, null);
}

/**
 * The valid accounts and summedBefore(figureMovements(…), accounts, month) over them, with
 * the months before `month` summed straight from the stored columns: no stand-in is made for
 * them (Home reads 12 of an account's ~120 months one by one; making and summing the others
 * was most of its read, and its garbage). The accounts are read with the flows, not before
 * them: one round trip, unless an account opens in the middle of a month.
 */
export async function figureMovementsSummedBefore(
  db: LedgerDatabase,
  asOf: string,
  month: Month,
): Promise<FigureMovements & { accounts: LedgerAccount[] }> {
  const [rows, stored, after, total] = await Promise.all([
    db.accounts.toArray(),
    db.monthFlows.toArray(),
    afterAsOf(db, asOf),
    db.transactions.count(),
  ]);
  const accounts = validRows(db, 'accounts', rows);
  const kept = await keptMovements(db, accounts, Promise.resolve(after));
  const { movements, count } = await standIns(db, stored, kept, total, accounts, month);
  return { accounts, movements: summedBefore(movements, accounts, month), count };
}

/**
 * The stand-ins of the stored flows, with `kept` (read as they are) taken out of theirs.
 * With `sumFrom`, each account's months after its opening month and before `sumFrom`, where
 * nothing was kept, come as one movement per account (their sum, dated on the first of the
 * earliest), which summedBefore sums with the rest as it would have summed their stand-ins.
 */
async function standIns(
  db: LedgerDatabase,
  stored: readonly StoredAccountFlows[],
  kept: readonly LedgerTransaction[],
  total: number,
  accounts: readonly Pick<BalanceAccount, 'id' | 'openingDate'>[],
  sumFrom: Month | null,
): Promise<FigureMovements> {
  const count = stored.reduce((sum, record) => sum + record.count.reduce((a, b) => a + b, 0), 0);
  if (count !== total) {
    // Movements written around the ledger: every one is read this time.
    rebuildDerivedTablesLater(db);
    const all = validRows(db, 'transactions', await db.transactions.toArray());
    return { movements: all, count: all.length };
  }
  const taken = new MonthFlowChanges();
  for (const t of kept) taken.add(t, -1);
  const touched = new Set(taken.keys.map(([accountId, month]) => flowId({ accountId, month })));
  const openingDates = new Map(accounts.map((a) => [a.id, a.openingDate]));
  const movements: FlowMovement[] = [...kept];
  const flows: MonthFlow[] = [];
  for (const record of stored) {
    const openingDate = openingDates.get(record.accountId) ?? '';
    const opening = openingDate === '' ? null : monthOf(openingDate);
    const summed = sumFrom === null ? [] : summedMonths(record, opening, sumFrom, touched);
    const sum = summed.reduce((total, i) => total + monthTotal(record, i), 0);
    const [first] = summed;
    if (first !== undefined) {
      movements.push({
        accountId: record.accountId,
        date: `${storedMonth(record, first)}-01`,
        amount: sum,
        recurring: false,
      });
    }
    const skip = new Set(summed);
    for (const flow of unpackFlowsWhere(record, (i) => !skip.has(i))) flows.push(flow);
  }
  const byId = new Map(flows.map((flow) => [flowId(flow), flow]));
  const { put, remove } = taken.applyTo(
    taken.keys.map(([accountId, month]) => byId.get(flowId({ accountId, month }))),
  );
  for (const key of remove) byId.delete(flowId({ accountId: key[0], month: key[1] }));
  for (const flow of put) byId.set(flowId(flow), flow);

  for (const flow of byId.values()) {
    // On or after the opening date, and on or before `asOf` when in its month (what is
    // after it was kept as it is).
    const openingDate = openingDates.get(flow.accountId) ?? '';
    const first = `${flow.month}-01`;
    movements.push(
      ...flowMovements(flow, monthOf(openingDate) === flow.month ? openingDate : first),
    );
  }
  return { movements, count };
}

/**
 * The places of a record's months summed whole: after the account's opening month (its
 * stand-ins are dated on the first of their month, on or after the opening date), before
 * `sumFrom`, and with no movement kept as it is.
 */
function summedMonths(
  record: StoredAccountFlows,
  opening: Month | null,
  sumFrom: Month,
  touched: ReadonlySet<string>,
): number[] {
  if (opening === null) return [];
  const places: number[] = [];
  record.months.forEach((_, i) => {
    const month = storedMonth(record, i);
    if (month <= opening || month >= sumFrom) return;
    if (touched.has(flowId({ accountId: record.accountId, month }))) return;
    places.push(i);
  });
  return places;
}

/**
 * `movements` with those dated before `month` summed into one per account, dated on the
 * earliest of them: a balance on any day from `month` on is the same, and so is a figure that
 * reads no month before `month` one by one (Home's: its charts start there). A movement
 * before its account's opening date, which no balance counts, is left as it is.
 */
export function summedBefore(
  movements: readonly FlowMovement[],
  accounts: readonly Pick<BalanceAccount, 'id' | 'openingDate'>[],
  month: string,
): FlowMovement[] {
  const first = `${month}-01`;
  const openingDates = new Map(accounts.map((a) => [a.id, a.openingDate]));
  const left: FlowMovement[] = [];
  const sums = new Map<string, FlowMovement>();
  for (const movement of movements) {
    const openingDate = openingDates.get(movement.accountId);
    if (movement.date >= first || openingDate === undefined || movement.date < openingDate) {
      left.push(movement);
      continue;
    }
    const sum = sums.get(movement.accountId);
    if (sum === undefined) {
      sums.set(movement.accountId, {
        accountId: movement.accountId,
        date: movement.date,
        amount: movement.amount,
        recurring: false,
      });
    } else {
      sum.amount += movement.amount;
      if (movement.date < sum.date) sum.date = movement.date;
    }
  }
  return [...sums.values(), ...left];
}
