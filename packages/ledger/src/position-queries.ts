import { type EnteredPrice, type Operation } from '@traguardo/domain/position-schemas';
import { type AccountPosition } from '@traguardo/domain/position-values';
import { checkedRows } from './keep-aside';
import { type LedgerDatabase } from './ledger-database';
import {
  positionOperationRecordSchema,
  positionRecordSchema,
  type PositionOperationRecord,
  type PositionRecord,
  priceUpdateRecordSchema,
  type PriceUpdateRecord,
} from './position-tables';
import { positionTablesOf } from './position-stores';
import { compareNames } from '@traguardo/domain/text-order';

// The positions as the domain computes with them (position-values.ts's AccountPosition): each
// with its operations in date order, the price last entered, every price entered (for the
// net worth of a past month) and its account.

/**
 * A position of an investment account, ready for positions.ts, portfolio.ts,
 * portfolio-taxes.ts and position-values.ts.
 */
export type HeldPosition = AccountPosition & {
  prices: readonly EnteredPrice[];
  /** Its operations as recorded, each with its id (for "Modifica" and "Elimina"), in date order. */
  entries: readonly PositionEntry[];
};

/** An "Acquisto" or a "Vendita" as recorded. */
export type PositionEntry = Operation & { id: string };

function byDate<T extends { date: string }>(a: T, b: T): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : 0;
}

/** Of one date, the price entered later comes later. */
function byDateEntered(a: PriceUpdateRecord, b: PriceUpdateRecord): number {
  return byDate(a, b) || (a.enteredAt < b.enteredAt ? -1 : a.enteredAt > b.enteredAt ? 1 : 0);
}

/** The latest price: the latest date, and of one date the one entered last. */
function latestPrice(prices: readonly PriceUpdateRecord[]): PriceUpdateRecord | undefined {
  let latest: PriceUpdateRecord | undefined;
  for (const price of prices) {
    if (
      latest === undefined ||
      price.date > latest.date ||
      (price.date === latest.date && price.enteredAt >= latest.enteredAt)
    ) {
      latest = price;
    }
  }
  return latest;
}

function assemble(
  positions: readonly PositionRecord[],
  operations: readonly PositionOperationRecord[],
  prices: readonly PriceUpdateRecord[],
): HeldPosition[] {
  return positions
    .map((position) => {
      const entries = operations
        .filter((operation) => operation.positionId === position.id)
        .sort(byDate)
        .map(({ id, kind, date, quantity, price, feesCents }) => ({
          id,
          kind,
          date,
          quantity,
          price,
          feesCents,
        }));
      const own = entries.map(({ kind, date, quantity, price, feesCents }) => ({
        kind,
        date,
        quantity,
        price,
        feesCents,
      }));
      const entered = prices.filter((price) => price.positionId === position.id);
      const last = latestPrice(entered);
      return {
        ...position,
        operations: own,
        entries,
        prices: [...entered].sort(byDateEntered).map(({ price, date }) => ({ price, date })),
        ...(last === undefined ? {} : { lastPrice: { price: last.price, date: last.date } }),
      };
    })
    .sort((a, b) => compareNames(a.name, b.name));
}

/** Every position of the ledger, or of one account, by name. */
export async function listPositions(
  db: LedgerDatabase,
  accountId?: string,
): Promise<HeldPosition[]> {
  const tables = positionTablesOf(db);
  const [positions, operations, prices] = tables;
  return db.transaction('r', tables, async () => {
    const own =
      accountId === undefined
        ? await positions.toArray()
        : await positions.where('accountId').equals(accountId).toArray();
    const ids = own.map((position) => position.id);
    // Every record is written through the checked commands; one changed outside the app is
    // left out of the figures (a NaN would spread to every total) and set aside.
    const stored = await operations.where('positionId').anyOf(ids).toArray();
    const entered = await prices.where('positionId').anyOf(ids).toArray();
    return assemble(
      checkedRows(db, 'positions', positionRecordSchema, own, [
        { table: 'positionOperations', key: 'positionId' },
        { table: 'priceUpdates', key: 'positionId' },
      ]),
      checkedRows(db, 'positionOperations', positionOperationRecordSchema, stored),
      checkedRows(db, 'priceUpdates', priceUpdateRecordSchema, entered),
    );
  });
}
