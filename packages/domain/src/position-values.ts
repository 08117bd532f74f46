// The positions in the net worth. An investment account works as a broker's: it is worth its
// positions' value plus its cash. Its cash is its balance as any account's (the opening
// balance, which for an investment account is the cash in it on that date, the securities
// left out, and its movements), less what each purchase cost (quantity × price + fees), plus
// what each sale brought (quantity × price − fees), each from its operation's date. An
// operation dated before the account's opening date moved no cash here: the opening balance
// is the cash as it stood then, what those purchases cost already paid. So a euro that
// bought a security counts once, as the security; a sale's proceeds stay in the account.
// Every figure that sums accounts (net worth, its history, Conti, the allocation, the debt
// ratio, the investor's file, the estate of "Simula successione") reads an account's value
// through here (investmentHoldingsByAccount, through ledger-balances.ts's accountBalances).
import { LEDGER_DATE_MAX } from './ledger-limits';
import { portfolioFromPositions } from './portfolio';
import { type EnteredPrice, type Position } from './position-schemas';
import { operationValueCents, replayPosition } from './positions';

/**
 * What "Saldo iniziale" means for an investment account, as the account form says it:
 * the cash, the securities counting through their positions (no euro counted twice).
 */
export const INVESTMENT_OPENING_BALANCE_HINT =
  'In euro, solo la liquidità del conto a quella data, senza i titoli: i titoli contano con le loro posizioni in Investi, e gli acquisti e le vendite da quella data in poi spostano questa liquidità.';

/**
 * A position of an account. `prices`: every price the user entered, oldest first (of one
 * date the one entered last comes last); without them only `lastPrice` is known.
 */
export type AccountPosition = Position & {
  accountId: string;
  prices?: readonly EnteredPrice[];
};

/** Whether an account holds positions: worth their value plus its cash (investmentHoldingsByAccount). */
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

/**
 * The cash (cents) the operations of `position` moved by the end of `asOf`, counting those
 * dated from `openingDate` on: − (quantity × price + fees) for a purchase, + (quantity × price
 * − fees) for a sale. None for a position whose operations cannot be replayed: like its value
 * (portfolioFromPositions), it is left out whole.
 */
function operationsCash(position: Position, openingDate: string, asOf: string): number {
  const operations = position.operations.filter((operation) => operation.date <= asOf);
  if (!replayPosition(operations, position.positionClass).ok) return 0;
  let cash = 0;
  for (const operation of operations) {
    if (operation.date < openingDate) continue;
    const value = operationValueCents(operation.quantity, operation.price, position.positionClass);
    cash +=
      operation.kind === 'acquisto' ? -(value + operation.feesCents) : value - operation.feesCents;
  }
  return cash;
}

/** What an investment account holds beyond its balance of movements, in cents. */
export type InvestmentHoldings = {
  /** Its positions' value (positionValuesByAccount). */
  positionsCents: number;
  /** The cash its purchases took and its sales brought (negative when it bought more). */
  operationsCashCents: number;
};

/**
 * Of each account that holds positions (isValuedByPositions), at the end of `asOf`: its
 * positions' value and the cash their operations moved since its opening date. The account is
 * worth its balance of movements plus both (ledger-balances.ts's accountBalances).
 */
export function investmentHoldingsByAccount(
  accounts: readonly { id: string; type: string; openingDate: string }[],
  positions: readonly AccountPosition[],
  asOf: string = LEDGER_DATE_MAX,
): Map<string, InvestmentHoldings> {
  const holdings = new Map<string, InvestmentHoldings>();
  if (positions.length === 0) return holdings;
  const values = positionValuesByAccount(positions, asOf);
  for (const account of accounts) {
    if (!isValuedByPositions(account, positions)) continue;
    let operationsCashCents = 0;
    for (const position of positions) {
      if (position.accountId === account.id) {
        operationsCashCents += operationsCash(position, account.openingDate, asOf);
      }
    }
    holdings.set(account.id, {
      positionsCents: values.get(account.id) ?? 0,
      operationsCashCents,
    });
  }
  return holdings;
}
