import { emptyFlow, type MonthFlow } from './month-flows';
import { compareKeys } from '@traguardo/domain/text-order';

// How the month flows are stored: one record per account, a column (an array of numbers) per
// figure, so that reading every flow of the ledger (12 accounts × 120 months) deserialises a
// dozen records instead of a thousand objects: Home reads them again after every write.
// Plain arrays, not typed ones: a typed array cloned by another realm's IndexedDB (jsdom's
// tests over fake-indexeddb) is not one to this realm's methods.

/** The month flows of one account as stored in `monthFlows`, months ascending. */
export type StoredAccountFlows = {
  accountId: string;
  /** Each month as yyyy × 100 + mm. */
  months: number[];
  income: number[];
  recurringIncome: number[];
  spending: number[];
  recurringSpending: number[];
  count: number[];
};

const COLUMNS = ['income', 'recurringIncome', 'spending', 'recurringSpending', 'count'] as const;

const monthNumber = (month: string) => Number(month.slice(0, 4)) * 100 + Number(month.slice(5, 7));
const monthText = (value: number) =>
  `${String(Math.floor(value / 100)).padStart(4, '0')}-${String(value % 100).padStart(2, '0')}`;

/** The stored record of one account's flows (any order in, months ascending out). */
export function packFlows(accountId: string, flows: readonly MonthFlow[]): StoredAccountFlows {
  const sorted = [...flows].sort((a, b) => compareKeys(a.month, b.month));
  const column = (pick: (flow: MonthFlow) => number) => sorted.map(pick);
  return {
    accountId,
    months: column((flow) => monthNumber(flow.month)),
    income: column((flow) => flow.income),
    recurringIncome: column((flow) => flow.recurringIncome),
    spending: column((flow) => flow.spending),
    recurringSpending: column((flow) => flow.recurringSpending),
    count: column((flow) => flow.count),
  };
}

/** The month ('yyyy-mm') at place `i` of a stored record. */
export function storedMonth(stored: StoredAccountFlows, i: number): string {
  return monthText(stored.months[i] ?? 0);
}

/** What the movements of place `i` of a stored record add up to (cents). */
export function monthTotal(stored: StoredAccountFlows, i: number): number {
  return (
    (stored.income[i] ?? 0) +
    (stored.recurringIncome[i] ?? 0) +
    (stored.spending[i] ?? 0) +
    (stored.recurringSpending[i] ?? 0)
  );
}

/** The month flows of a stored record, months ascending. */
export function unpackFlows(stored: StoredAccountFlows): MonthFlow[] {
  return unpackFlowsWhere(stored, () => true);
}

/** The month flows of the places of a stored record that `keep` takes, months ascending. */
export function unpackFlowsWhere(
  stored: StoredAccountFlows,
  keep: (i: number) => boolean,
): MonthFlow[] {
  return stored.months.flatMap((month, i) =>
    keep(i) ? [flowAt(stored, monthText(month), i)] : [],
  );
}

/** The flow in place `i` of a stored record's columns, which is `month`'s. */
function flowAt(stored: StoredAccountFlows, month: string, i: number): MonthFlow {
  const flow = emptyFlow(stored.accountId, month);
  for (const name of COLUMNS) flow[name] = stored[name][i] ?? 0;
  return flow;
}

/** The stored records of `flows`, one per account. */
export function packAllFlows(flows: readonly MonthFlow[]): StoredAccountFlows[] {
  const byAccount = new Map<string, MonthFlow[]>();
  for (const flow of flows) {
    const list = byAccount.get(flow.accountId) ?? [];
    list.push(flow);
    byAccount.set(flow.accountId, list);
  }
  return [...byAccount].map(([accountId, list]) => packFlows(accountId, list));
}

/** Where `month` is in a stored record's months (ascending), or where it would go. */
function monthPlace(stored: StoredAccountFlows, month: number): number {
  let low = 0;
  let high = stored.months.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((stored.months[middle] ?? 0) < month) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The flow of one month of a stored record, or undefined when it has none. */
export function storedFlow(
  stored: StoredAccountFlows | undefined,
  month: string,
): MonthFlow | undefined {
  if (stored === undefined) return undefined;
  const i = monthPlace(stored, monthNumber(month));
  return stored.months[i] === monthNumber(month) ? flowAt(stored, month, i) : undefined;
}

/**
 * One account's stored record with the flows of `put` set and the months of `remove` taken
 * out, edited in its columns (a write changes a month or two of the ~120 an account holds);
 * null when no month is left.
 */
export function withFlowsChanged(
  stored: StoredAccountFlows | undefined,
  accountId: string,
  put: readonly MonthFlow[],
  remove: readonly string[],
): StoredAccountFlows | null {
  const next: StoredAccountFlows = {
    accountId,
    months: [...(stored?.months ?? [])],
    income: [...(stored?.income ?? [])],
    recurringIncome: [...(stored?.recurringIncome ?? [])],
    spending: [...(stored?.spending ?? [])],
    recurringSpending: [...(stored?.recurringSpending ?? [])],
    count: [...(stored?.count ?? [])],
  };
  for (const month of remove) {
    const i = monthPlace(next, monthNumber(month));
    if (next.months[i] !== monthNumber(month)) continue;
    next.months.splice(i, 1);
    for (const name of COLUMNS) next[name].splice(i, 1);
  }
  for (const flow of put) {
    const month = monthNumber(flow.month);
    const i = monthPlace(next, month);
    const present = next.months[i] === month;
    next.months.splice(i, present ? 1 : 0, month);
    for (const name of COLUMNS) next[name].splice(i, present ? 1 : 0, flow[name]);
  }
  return next.months.length === 0 ? null : next;
}
