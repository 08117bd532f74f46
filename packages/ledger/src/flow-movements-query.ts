import { type BalanceAccount } from '@traguardo/domain/ledger-balances';
import { lastDayOfMonth, type Month, monthOf } from '@traguardo/domain/ledger-month';
import { type LedgerDatabase } from './ledger-database';
import { validRows } from './keep-aside';
import { type FlowMovement, flowMovements } from './month-flows';

// Movements that stand in for every valid stored movement in the figures of balances and
// cash flow as of a day: the month flows (month-flows.ts), except for the months where a
// day inside the month matters, whose real movements are read instead: the month of the
// day itself, and the month each account was opened in. A few thousand rows, not 100.000.

export type FigureMovements = {
  movements: FlowMovement[];
  /** How many valid movements the ledger holds. */
  count: number;
};

function monthRange(month: Month): [string, string] {
  return [`${month}-01`, lastDayOfMonth(month)];
}

/** The stand-in movements for figures as of `asOf` ('yyyy-mm-dd') over `accounts`. */
export async function figureMovements(
  db: LedgerDatabase,
  accounts: readonly Pick<BalanceAccount, 'id' | 'openingDate'>[],
  asOf: string,
): Promise<FigureMovements> {
  const asOfMonth = monthOf(asOf);
  const openingMonths = new Map(accounts.map((a) => [a.id, monthOf(a.openingDate)]));
  const [from, to] = monthRange(asOfMonth);
  const reads = [db.transactions.where('date').between(from, to, true, true).toArray()];
  for (const [accountId, month] of openingMonths) {
    if (month === asOfMonth) continue;
    const [start, end] = monthRange(month);
    reads.push(
      db.transactions
        .where('[accountId+date]')
        .between([accountId, start], [accountId, end], true, true)
        .toArray(),
    );
  }
  const [flows, ...real] = await Promise.all([db.monthFlows.toArray(), ...reads]);
  const movements: FlowMovement[] = validRows(db, 'transactions', real.flat());
  let count = 0;
  for (const flow of flows) {
    count += flow.count;
    if (flow.month === asOfMonth || openingMonths.get(flow.accountId) === flow.month) continue;
    movements.push(...flowMovements(flow));
  }
  return { movements, count };
}
