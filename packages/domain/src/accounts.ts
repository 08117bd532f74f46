import { BALANCE_GOOD_ABOVE, BALANCE_NEUTRAL_ABOVE } from './constants';
import { type Account, type AccountType, type Property } from './entities';

export type BalanceTone = 'debt' | 'good' | 'neutral' | 'warning';

const DEBT_TYPES: readonly AccountType[] = ['credit', 'mortgage'];

export function isDebtAccount(type: AccountType): boolean {
  return DEBT_TYPES.includes(type);
}

/** Account balance colour: credit or mortgage red; above 10000 green; above 1000 neutral; else warning. */
export function accountBalanceTone(account: Pick<Account, 'type' | 'balance'>): BalanceTone {
  if (isDebtAccount(account.type)) return 'debt';
  if (account.balance > BALANCE_GOOD_ABOVE) return 'good';
  if (account.balance > BALANCE_NEUTRAL_ABOVE) return 'neutral';
  return 'warning';
}

/** Sum of the balances of the accounts that are not debts. */
export function totalAssets(accounts: readonly Account[]): number {
  return accounts
    .filter((a) => !isDebtAccount(a.type))
    .reduce((sum, a) => sum + (Number.isFinite(a.balance) ? a.balance : 0), 0);
}

/** Sum of the debts, as a positive number. */
export function totalDebts(accounts: readonly Account[]): number {
  return accounts
    .filter((a) => isDebtAccount(a.type))
    .reduce((sum, a) => sum + (Number.isFinite(a.balance) ? Math.abs(a.balance) : 0), 0);
}

export function netWorth(accounts: readonly Account[]): number {
  return totalAssets(accounts) - totalDebts(accounts);
}

/** Loan-to-value in percent, rounded to one decimal; 0 when the value is not positive. */
export function loanToValue(loan: number, propertyValue: number): number {
  if (!(propertyValue > 0) || !Number.isFinite(loan)) return 0;
  return Math.round((Math.abs(loan) / propertyValue) * 1000) / 10;
}

/**
 * Net worth including the home: the accounts (mortgage included as a debt) plus the
 * property's market value. The mortgage is already an account, so it is not taken twice.
 */
export function householdNetWorth(accounts: readonly Account[], property: Property): number {
  const value = Number.isFinite(property.value) ? property.value : 0;
  return netWorth(accounts) + value;
}
