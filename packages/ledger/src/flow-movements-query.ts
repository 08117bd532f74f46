import { type BalanceAccount } from '@traguardo/domain/ledger-balances';
import { lastDayOfMonth, monthOf } from '@traguardo/domain/ledger-month';
import { type LedgerTransaction } from '@traguardo/domain/ledger-schemas';
import { type LedgerDatabase } from './ledger-database';
import { unpackFlows } from './account-flows';
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

/** The movements to keep as they are: after `asOf` in its month, before an opening date. */
async function splitMonths(
  db: LedgerDatabase,
  accounts: readonly Pick<BalanceAccount, 'id' | 'openingDate'>[],
  asOf: string,
): Promise<LedgerTransaction[]> {
  const reads = [
    db.transactions
      .where('date')
      .between(asOf, lastDayOfMonth(monthOf(asOf)), false, true)
      .toArray(),
  ];
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
    splitMonths(db, accounts, asOf),
    db.transactions.count(),
  ]);
  const flows = stored.flatMap(unpackFlows);
  const count = flows.reduce((sum, flow) => sum + flow.count, 0);
  if (count !== total) {
    // Movements written around the ledger: every one is read this time.
    rebuildDerivedTablesLater(db);
    const all = validRows(db, 'transactions', await db.transactions.toArray());
    return { movements: all, count: all.length };
  }
  const taken = new MonthFlowChanges();
  for (const t of kept) taken.add(t, -1);
  const byId = new Map(flows.map((flow) => [flowId(flow), flow]));
  const { put, remove } = taken.applyTo(
    taken.keys.map(([accountId, month]) => byId.get(flowId({ accountId, month }))),
  );
  for (const key of remove) byId.delete(flowId({ accountId: key[0], month: key[1] }));
  for (const flow of put) byId.set(flowId(flow), flow);

  const openingDates = new Map(accounts.map((a) => [a.id, a.openingDate]));
  const movements: FlowMovement[] = [...kept];
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
