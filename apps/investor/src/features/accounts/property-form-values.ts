import { readAmountCents } from '@traguardo/domain/amount-input';
import { changedFields } from '@traguardo/domain/edit-merge';
import { fieldErrors, type FieldErrors } from '@traguardo/domain/ledger-field-errors';
import { formatCents } from '@traguardo/domain/ledger-money';
import { checkPropertyEntry } from '@traguardo/domain/property-entry';
import { type LedgerProperty } from '@traguardo/domain/property-schemas';
import { type PropertyChanges, type PropertyDraft } from '@traguardo/ledger/property-commands';

/** What the property form's fields hold, as typed; `mortgageAccountId` '' is no mortgage. */
export type PropertyFormValues = {
  name: string;
  value: string;
  estimateDate: string;
  primaCasa: boolean;
  mortgageAccountId: string;
};

export function emptyPropertyForm(today: string): PropertyFormValues {
  return { name: '', value: '', estimateDate: today, primaCasa: false, mortgageAccountId: '' };
}

export function propertyFormOf(property: LedgerProperty): PropertyFormValues {
  return {
    name: property.name,
    value: formatCents(property.value),
    estimateDate: property.estimateDate,
    primaCasa: property.primaCasa,
    mortgageAccountId: property.mortgageAccountId ?? '',
  };
}

export type PropertyFormReading =
  { ok: true; draft: PropertyDraft } | { ok: false; errors: FieldErrors };

/**
 * The property the fields describe, or every field's Italian message: the value read the
 * Italian way (readAmountCents), the rest checked as the ledger checks it (checkPropertyEntry).
 * The draft always names `mortgageAccountId`, undefined for none: an edit that removes the
 * link is a change.
 */
export function readPropertyForm(values: PropertyFormValues, today: string): PropertyFormReading {
  const amount = readAmountCents(values.value);
  const draft: PropertyDraft = {
    name: values.name.trim(),
    value: amount.ok ? amount.cents : 0,
    estimateDate: values.estimateDate,
    primaCasa: values.primaCasa,
    mortgageAccountId: values.mortgageAccountId === '' ? undefined : values.mortgageAccountId,
  };
  const check = checkPropertyEntry({ ...draft, id: 'nuovo' }, today);
  const errors = { ...(check.ok ? {} : fieldErrors(check.problems)) };
  if (!amount.ok) errors.value = amount.message;
  return Object.keys(errors).length === 0 ? { ok: true, draft } : { ok: false, errors };
}

/** What a save of the edit form writes: the fields changed from the property it opened with. */
export function propertyChanges(opened: LedgerProperty, draft: PropertyDraft): PropertyChanges {
  const { name, value, estimateDate, primaCasa, mortgageAccountId } = opened;
  return changedFields({ name, value, estimateDate, primaCasa, mortgageAccountId }, draft);
}
