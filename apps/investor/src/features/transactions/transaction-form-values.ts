import { readMovementAmountCents } from '@traguardo/domain/amount-input';
import { changedFields } from '@traguardo/domain/edit-merge';
import { FALLBACK_CATEGORY_ID } from '@traguardo/domain/ledger-categories';
import { fieldErrors, type FieldErrors } from '@traguardo/domain/ledger-field-errors';
import { formatCents } from '@traguardo/domain/ledger-money';
import {
  checkLedger,
  ledgerTransactionSchema,
  type LedgerTransaction,
} from '@traguardo/domain/ledger-schemas';
import {
  type TransactionChanges,
  type TransactionDraft,
} from '@traguardo/ledger/transaction-commands';

/** What the movement form's fields hold, as typed. */
export type TransactionFormValues = {
  date: string;
  description: string;
  amount: string;
  categoryId: string;
  accountId: string;
  recurring: boolean;
};

export function emptyTransactionForm(today: string, accountId: string): TransactionFormValues {
  return {
    date: today,
    description: '',
    amount: '',
    categoryId: FALLBACK_CATEGORY_ID,
    accountId,
    recurring: false,
  };
}

export function transactionFormOf(transaction: LedgerTransaction): TransactionFormValues {
  return {
    date: transaction.date,
    description: transaction.description,
    amount: formatCents(transaction.amount),
    categoryId: transaction.categoryId,
    accountId: transaction.accountId,
    recurring: transaction.recurring,
  };
}

/**
 * A movement dated after today is taken, as a planned one: the balances count it from that
 * day. The form says so next to the date, so that a mistyped year is not silent.
 */
export const FUTURE_DATE_NOTE = 'Data futura: il movimento conterà nei saldi da quel giorno.';

/** True for a well-formed date after `today` (ISO dates compare as text). */
export function isFutureDate(date: string, today: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && date > today;
}

export type TransactionFormReading =
  { ok: true; draft: TransactionDraft } | { ok: false; errors: FieldErrors };

/**
 * The movement the fields describe, or every field's Italian message: the amount read the
 * Italian way and never 0 (readMovementAmountCents), the rest checked with the ledger's own schema.
 */
export function readTransactionForm(values: TransactionFormValues): TransactionFormReading {
  const amount = readMovementAmountCents(values.amount);
  const draft: TransactionDraft = {
    accountId: values.accountId,
    date: values.date,
    description: values.description.trim(),
    amount: amount.ok ? amount.cents : 0,
    categoryId: values.categoryId,
    recurring: values.recurring,
  };
  const check = checkLedger(ledgerTransactionSchema, { ...draft, id: 'nuovo', note: '' });
  const errors = { ...(check.ok ? {} : fieldErrors(check.problems)) };
  if (!amount.ok) errors.amount = amount.message;
  return Object.keys(errors).length === 0 ? { ok: true, draft } : { ok: false, errors };
}

/**
 * What a save of the edit form writes: the fields the user changed from the movement the form
 * opened with, so that a field another tab saved meanwhile, and left alone here, stays.
 */
export function transactionChanges(
  opened: LedgerTransaction,
  draft: TransactionDraft,
): TransactionChanges {
  const { accountId, date, description, amount, categoryId, recurring } = opened;
  return changedFields({ accountId, date, description, amount, categoryId, recurring }, draft);
}
