// The cash of an investment account that holds positions, apart from its securities: its
// balance of movements (opening balance and movements) plus the cash its purchases took and
// its sales brought (position-values.ts). Negative, the account bought with money it never
// had here: the account's value, and the net worth, are lower by that much, so the user is told.
import { accountBalances, type BalanceAccount, type Movement } from './ledger-balances';
import { LEDGER_DATE_MAX } from './ledger-limits';
import { formatCentsWhole } from './ledger-money';
import { type AccountPosition, investmentHoldingsByAccount } from './position-values';

/**
 * The cash (cents) at the end of `asOf` of each account that holds positions, by account id;
 * the account's value is this plus its positions' value (accountBalances).
 */
export function investmentCashByAccount(
  accounts: readonly BalanceAccount[],
  transactions: readonly Movement[],
  positions: readonly AccountPosition[],
  asOf: string = LEDGER_DATE_MAX,
): Map<string, number> {
  const cash = new Map<string, number>();
  const holdings = investmentHoldingsByAccount(accounts, positions, asOf);
  if (holdings.size === 0) return cash;
  const balances = accountBalances(accounts, transactions, asOf);
  for (const [id, held] of holdings) {
    cash.set(id, (balances.get(id) ?? 0) + held.operationsCashCents);
  }
  return cash;
}

/**
 * What an investment account's row says when its cash is below zero (`cashCents`, from
 * investmentCashByAccount); null when it is not, or unknown (an account without positions).
 */
export function negativeCashWarning(cashCents: number | undefined): string | null {
  if (cashCents === undefined || cashCents >= 0) return null;
  return `Liquidità negativa: ${formatCentsWhole(cashCents)}. Controlla il saldo iniziale o registra il versamento che ha pagato gli acquisti.`;
}
