// The positions in the net worth. An investment account that holds positions is worth its
// positions, not its balance as well: a purchase is not a movement of the account, so the
// money that paid for it (a transfer in, the opening balance) would count twice. Every
// figure that sums accounts (net worth, its history, Conti, the allocation, the debt ratio,
// the estate of "Simula successione") reads an account's value through here.
import { LEDGER_DATE_MAX } from './ledger-limits';
import { portfolioFromPositions } from './portfolio';
import { type EnteredPrice, type Position } from './position-schemas';

/**
 * A position of an account. `prices`: every price the user entered, oldest first (of one
 * date the one entered last comes last); without them only `lastPrice` is known.
 */
export type AccountPosition = Position & {
  accountId: string;
  prices?: readonly EnteredPrice[];
};

/** Whether an account is worth its positions rather than its balance. */
export function isValuedByPositions(
  account: { id: string; type: string },
  positions: readonly Pick<AccountPosition, 'accountId'>[],
): boolean {
  return account.type === 'investment' && positions.some((p) => p.accountId === account.id);
}

/** The last price known at the end of `asOf`: the latest entered with a date up to it. */
function priceKnownOn(position: AccountPosition, asOf: string): EnteredPrice | undefined {
  const prices = position.prices ?? (position.lastPrice ? [position.lastPrice] : []);
  let known: EnteredPrice | undefined;
  for (const price of prices) if (price.date <= asOf) known = price;
  return known;
}

/**
 * A position as it stood at the end of `asOf`: the operations dated up to then, and the last
 * price entered with a date up to then (none: portfolioFromPositions values it at cost).
 */
export function positionAsOf(position: AccountPosition, asOf: string): Position {
  const price = priceKnownOn(position, asOf);
  return {
    id: position.id,
    name: position.name,
    positionClass: position.positionClass,
    custody: position.custody,
    operations: position.operations.filter((operation) => operation.date <= asOf),
    ...(price === undefined ? {} : { lastPrice: price }),
  };
}

/**
 * The value (cents) of each account's positions at the end of `asOf`, by account id; an
 * account with positions is in it even when they are worth nothing that day. Each position
 * is valued as Investi values it (portfolioFromPositions: quantity held × the price the user
 * entered, at cost while there is none) over what was known that day (positionAsOf): at a
 * past month's end, what was held then at the last price entered by then, else at its cost.
 * With no `asOf`, every operation and the last price: Investi's "Valore del portafoglio".
 */
export function positionValuesByAccount(
  positions: readonly AccountPosition[],
  asOf: string = LEDGER_DATE_MAX,
): Map<string, number> {
  const values = new Map<string, number>();
  for (const position of positions) {
    const value = portfolioFromPositions([positionAsOf(position, asOf)]).totalCents;
    values.set(position.accountId, (values.get(position.accountId) ?? 0) + value);
  }
  return values;
}
