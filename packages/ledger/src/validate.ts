import {
  checkLedger,
  ledgerAccountSchema,
  ledgerBudgetSchema,
  ledgerCategorySchema,
  ledgerGoalSchema,
  ledgerTransactionSchema,
  type LedgerAccount,
  type LedgerBudget,
  type LedgerCategory,
  type LedgerGoal,
  type LedgerTransaction,
} from '@traguardo/domain/ledger-schemas';
import type * as v from 'valibot';
import { LEDGER_ERROR_MESSAGES, LedgerError } from './ledger-error';
import { type LedgerTableName } from './ledger-database';

/** The record type each table holds. */
export type LedgerRecords = {
  accounts: LedgerAccount;
  transactions: LedgerTransaction;
  categories: LedgerCategory;
  budgets: LedgerBudget;
  goals: LedgerGoal;
};

export const LEDGER_SCHEMAS = {
  accounts: ledgerAccountSchema,
  transactions: ledgerTransactionSchema,
  categories: ledgerCategorySchema,
  budgets: ledgerBudgetSchema,
  goals: ledgerGoalSchema,
} as const satisfies { [T in LedgerTableName]: v.GenericSchema<unknown, LedgerRecords[T]> };

/** `value` as a valid record of `table`, or a LedgerError('invalid') with every problem. */
export function validRecord<T extends LedgerTableName>(table: T, value: unknown): LedgerRecords[T] {
  const result = checkLedger(LEDGER_SCHEMAS[table], value);
  if (!result.ok) {
    throw new LedgerError(
      'invalid',
      result.problems[0]?.message ?? LEDGER_ERROR_MESSAGES.invalid,
      result.problems,
    );
  }
  // The schema of `table` outputs that table's record (checked by `satisfies` above).
  return result.value as LedgerRecords[T];
}
