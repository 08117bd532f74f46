import { type AccountType } from '@traguardo/domain/entities';
import { readAmountCents } from '@traguardo/domain/amount-input';
import { changedFields } from '@traguardo/domain/edit-merge';
import { fieldErrors, type FieldErrors } from '@traguardo/domain/ledger-field-errors';
import { formatCents } from '@traguardo/domain/ledger-money';
import { checkLedger, ledgerAccountSchema } from '@traguardo/domain/ledger-schemas';
import { type AccountChanges, type AccountDraft } from '@traguardo/ledger/account-commands';
import { type AccountRow } from './account-rows';

/** What the account form's fields hold, as typed. */
export type AccountFormValues = {
  name: string;
  bank: string;
  type: AccountType;
  openingBalance: string;
  openingDate: string;
};

export function emptyAccountForm(today: string): AccountFormValues {
  return { name: '', bank: '', type: 'checking', openingBalance: '', openingDate: today };
}

export function accountFormOf(account: AccountRow): AccountFormValues {
  return {
    name: account.name,
    bank: account.bank,
    type: account.type,
    openingBalance: formatCents(account.openingBalance),
    openingDate: account.openingDate,
  };
}

export type AccountFormReading =
  { ok: true; draft: AccountDraft } | { ok: false; errors: FieldErrors };

/**
 * The account the fields describe, or every field's Italian message: the amount read the
 * Italian way (readAmountCents), the rest checked with the ledger's own schema.
 */
export function readAccountForm(values: AccountFormValues): AccountFormReading {
  const amount = readAmountCents(values.openingBalance);
  const draft: AccountDraft = {
    name: values.name.trim(),
    bank: values.bank.trim(),
    type: values.type,
    openingBalance: amount.ok ? amount.cents : 0,
    openingDate: values.openingDate,
  };
  const check = checkLedger(ledgerAccountSchema, {
    ...draft,
    id: 'nuovo',
    currency: 'EUR',
    archived: false,
  });
  const errors = { ...(check.ok ? {} : fieldErrors(check.problems)) };
  if (!amount.ok) errors.openingBalance = amount.message;
  return Object.keys(errors).length === 0 ? { ok: true, draft } : { ok: false, errors };
}

/**
 * What a save of the edit form writes: the fields the user changed from the account the form
 * opened with, so that a field another tab saved meanwhile, and left alone here, stays.
 */
export function accountChanges(opened: AccountRow, draft: AccountDraft): AccountChanges {
  const { name, bank, type, openingBalance, openingDate } = opened;
  return changedFields({ name, bank, type, openingBalance, openingDate }, draft);
}
