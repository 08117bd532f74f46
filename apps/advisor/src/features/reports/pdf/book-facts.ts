import {
  type AdvisorGoal,
  type AllocationItem,
  type IsoDate,
  type NetWorthPoint,
} from '@traguardo/domain/entities';
import { clientRecord, type ClientWithFile } from '@traguardo/sample-data/client-record';

// What the aggregate report knows of the book beyond each client's figures, looked up in the
// PDF worker, not on the page: a client's record for each client of a book of thousands is
// work that would block the page (pnpm bench:exports). The same record as a client's own
// report (sample-data/client-record.ts), so nothing is made up.

/** The firm's allocation: the allocations known, summed by asset class, and how many clients they cover. */
export type BookAllocation = { items: AllocationItem[]; clients: number };

/** A client of the book whose allocation is known, with what its costs and rebalancing need. */
export type BookPortfolio = { name: string; investmentFee: number; allocation: AllocationItem[] };

/** The goals known across the book (an investor's file's, or a sample client's), by client. */
export type BookGoal = { client: string; goal: AdvisorGoal };

/** The known histories summed month by month, and how many clients they cover (0: none known). */
export type BookHistory = { points: NetWorthPoint[]; clients: number };

export type BookFacts = {
  allocation: BookAllocation;
  /** Only the clients whose allocation is known. */
  portfolios: BookPortfolio[];
  goals: BookGoal[];
  /** How many clients have at least one goal known. */
  clientsWithGoals: number;
  history: BookHistory;
};

/** Every known allocation summed by asset class, in percent of the sum. */
function summedAllocation(portfolios: readonly BookPortfolio[]): BookAllocation {
  const amounts = new Map<string, number>();
  for (const { allocation } of portfolios) {
    for (const item of allocation) {
      amounts.set(item.name, (amounts.get(item.name) ?? 0) + item.amount);
    }
  }
  const total = [...amounts.values()].reduce((sum, amount) => sum + amount, 0);
  return {
    clients: portfolios.length,
    items: [...amounts].map(([name, amount]) => ({
      name,
      amount,
      value: total === 0 ? 0 : Math.round((amount / total) * 100),
    })),
  };
}

/** `sampleIds`: the demo's sample clients among `clients`, the only ones with simulated data. */
export function bookFacts(
  clients: readonly ClientWithFile[],
  sampleIds: readonly string[],
  today: IsoDate,
): BookFacts {
  const samples = new Set(sampleIds);
  const portfolios: BookPortfolio[] = [];
  const goals: BookGoal[] = [];
  let clientsWithGoals = 0;
  const sums: number[] = [];
  let months: string[] = [];
  let withHistory = 0;
  for (const client of clients) {
    const record = clientRecord(client, { sample: samples.has(client.id), today });
    if (record.allocation !== undefined) {
      portfolios.push({
        name: client.name,
        investmentFee: client.investmentFee,
        allocation: record.allocation,
      });
    }
    if (record.goals.length > 0) clientsWithGoals += 1;
    for (const goal of record.goals) goals.push({ client: client.name, goal });
    if (record.history !== undefined) {
      withHistory += 1;
      months = record.history.map((point) => point.month);
      record.history.forEach((point, i) => {
        sums[i] = (sums[i] ?? 0) + point.value;
      });
    }
  }
  const points = months.map((month, i) => ({ month, value: sums[i] ?? 0 }));
  return {
    allocation: summedAllocation(portfolios),
    portfolios,
    goals,
    clientsWithGoals,
    history: { points, clients: withHistory },
  };
}
