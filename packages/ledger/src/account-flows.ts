import { type MonthFlow } from './month-flows';

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
  const sorted = [...flows].sort((a, b) => a.month.localeCompare(b.month));
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

/** The month flows of a stored record, months ascending. */
export function unpackFlows(stored: StoredAccountFlows): MonthFlow[] {
  return stored.months.map((month, i) => {
    const flow: MonthFlow = {
      accountId: stored.accountId,
      month: monthText(month),
      income: 0,
      recurringIncome: 0,
      spending: 0,
      recurringSpending: 0,
      count: 0,
    };
    for (const name of COLUMNS) flow[name] = stored[name][i] ?? 0;
    return flow;
  });
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
