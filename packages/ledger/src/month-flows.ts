import { type Month, monthOf } from '@traguardo/domain/ledger-month';
import {
  checkLedger,
  ledgerTransactionSchema,
  type LedgerTransaction,
} from '@traguardo/domain/ledger-schemas';

// What the movements of one account add up to in one calendar month, kept beside them in the
// `monthFlows` table (month-flows-middleware.ts keeps it up to date with every write). Home,
// Conti and Obiettivi read these ~12 × 120 rows instead of 100.000 movements: each figure is
// still computed by its one domain function, over a few stand-in movements per account and
// month (flowMovements) that add up, month by month, to the real ones.

/** The movements of one account in one month, summed (cents) and counted. */
export type MonthFlow = {
  accountId: string;
  month: Month;
  /** Movements above 0, not recurring / recurring. */
  income: number;
  recurringIncome: number;
  /** Movements at or below 0, not recurring / recurring (negative sums). */
  spending: number;
  recurringSpending: number;
  count: number;
};

/** A movement as the figures of balances and cash flow read it. */
export type FlowMovement = Pick<LedgerTransaction, 'accountId' | 'date' | 'amount' | 'recurring'>;

/** The key of a month flow in its table, [accountId, month]. */
export type MonthFlowKey = [string, Month];

export function monthFlowKey(flow: Pick<MonthFlow, 'accountId' | 'month'>): MonthFlowKey {
  return [flow.accountId, flow.month];
}

/** Whether a stored movement counts: the figures read valid records only (keep-aside.ts). */
export function countsInFlows(record: unknown): record is LedgerTransaction {
  return checkLedger(ledgerTransactionSchema, record).ok;
}

/** A month with no movement of `accountId`. */
export function emptyFlow(accountId: string, month: Month): MonthFlow {
  return {
    accountId,
    month,
    income: 0,
    recurringIncome: 0,
    spending: 0,
    recurringSpending: 0,
    count: 0,
  };
}

/**
 * Changes of month flows, gathered per account and month: `add` a movement with sign 1,
 * take one away with sign -1; `applyTo` gives the flows after the changes.
 */
export class MonthFlowChanges {
  private readonly changes = new Map<string, MonthFlow>();

  add(t: FlowMovement, sign: 1 | -1): void {
    const month = monthOf(t.date);
    const id = JSON.stringify([t.accountId, month]);
    let flow = this.changes.get(id);
    if (flow === undefined) {
      flow = emptyFlow(t.accountId, month);
      this.changes.set(id, flow);
    }
    const amount = sign * t.amount;
    if (t.amount > 0) {
      if (t.recurring) flow.recurringIncome += amount;
      else flow.income += amount;
    } else if (t.recurring) flow.recurringSpending += amount;
    else flow.spending += amount;
    flow.count += sign;
  }

  get keys(): MonthFlowKey[] {
    return [...this.changes.values()].map(monthFlowKey);
  }

  get size(): number {
    return this.changes.size;
  }

  /**
   * The flows after the changes, from the stored ones (`stored[i]` for `keys[i]`): the
   * ones left with no movement are to delete.
   */
  applyTo(stored: readonly (MonthFlow | undefined)[]): {
    put: MonthFlow[];
    remove: MonthFlowKey[];
  } {
    const put: MonthFlow[] = [];
    const remove: MonthFlowKey[] = [];
    [...this.changes.values()].forEach((change, i) => {
      const base = stored[i] ?? emptyFlow(change.accountId, change.month);
      const next: MonthFlow = {
        accountId: change.accountId,
        month: change.month,
        income: base.income + change.income,
        recurringIncome: base.recurringIncome + change.recurringIncome,
        spending: base.spending + change.spending,
        recurringSpending: base.recurringSpending + change.recurringSpending,
        count: base.count + change.count,
      };
      if (next.count <= 0) remove.push(monthFlowKey(next));
      else put.push(next);
    });
    return { put, remove };
  }
}

/** The month flows of `transactions` (every one of them: filter the invalid ones first). */
export function monthFlowsOf(transactions: readonly FlowMovement[]): MonthFlow[] {
  const changes = new MonthFlowChanges();
  for (const t of transactions) changes.add(t, 1);
  return changes.applyTo([]).put;
}

/**
 * Stand-in movements for a month flow: one per kind of movement it sums (income, spending,
 * each recurring or not), dated `date` (a day of its month). Every figure that looks at a
 * movement's month, its sign, whether it recurs, and whether its date is before or after a
 * day gives the same answer for them as for the real ones as long as every real one is on
 * the same side of that day as `date` (flow-movements-query.ts sees to it).
 */
export function flowMovements(flow: MonthFlow, date: string): FlowMovement[] {
  const parts: [number, boolean][] = [
    [flow.income, false],
    [flow.recurringIncome, true],
    [flow.spending, false],
    [flow.recurringSpending, true],
  ];
  return parts
    .filter(([amount]) => amount !== 0)
    .map(([amount, recurring]) => ({ accountId: flow.accountId, date, amount, recurring }));
}
