import { readAmountCents } from '@traguardo/domain/amount-input';
import { formatEuroCents, formatNumber } from '@traguardo/domain/format';
import { centsToEuro } from '@traguardo/domain/ledger-money';
import { changedFields } from '@traguardo/domain/edit-merge';
import { fieldErrors } from '@traguardo/domain/ledger-field-errors';
import { checkLedger, ledgerGoalSchema, type LedgerGoal } from '@traguardo/domain/ledger-schemas';
import { type GoalDraft } from '@traguardo/ledger/goal-commands';

// The edit form of a goal: its fields as typed text, read into the ledger's changes. Amounts
// are typed the Italian way and read by the domain (readAmountCents); every other rule is
// the ledger's schema, checked here too, so that every field's problem shows at once.

export type GoalFormField = 'name' | 'target' | 'current' | 'targetDate' | 'monthlyContribution';

export type GoalFormValues = {
  name: string;
  target: string;
  current: string;
  targetDate: string;
  monthlyContribution: string;
  /** '' for none: the current amount is then typed. */
  accountId: string;
};

export type GoalFormErrors = Partial<Record<GoalFormField | 'accountId', string>>;

const FORM_FIELDS: ReadonlySet<string> = new Set<keyof GoalFormErrors>([
  'name',
  'target',
  'current',
  'targetDate',
  'monthlyContribution',
  'accountId',
]);

function isFormField(field: string): field is keyof GoalFormErrors {
  return FORM_FIELDS.has(field);
}

export type GoalFormReading =
  { ok: true; changes: Partial<GoalDraft> } | { ok: false; errors: GoalFormErrors };

/** An amount in euro as the field shows it: '15.000', '1.234,56'. */
export function amountText(euro: number): string {
  if (Number.isInteger(euro)) return formatNumber(euro);
  return formatEuroCents(euro).replace('€', '').trim();
}

export function goalFormValues(goal: LedgerGoal): GoalFormValues {
  return {
    name: goal.name,
    target: amountText(goal.target),
    current: amountText(goal.current),
    targetDate: goal.targetDate,
    monthlyContribution: amountText(goal.monthlyContribution),
    accountId: goal.accountId ?? '',
  };
}

/** A target date typed before today: a goal cannot be planned for a day already gone. */
const PAST_TARGET_DATE = 'Questa data è già passata: scegli oggi o una data futura.';

/** The goal's target must be more than nothing: a goal of 0 € would be reached at 0%. */
const GOAL_TARGET_POSITIVE = 'L’obiettivo deve essere maggiore di 0 €.';

/**
 * The changes the form asks of `goal` (the goal as the form opened with it): only the fields
 * the user changed, so that a field another tab saved meanwhile stays as it saved it. Or one
 * Italian message for each field that is wrong, all of them at once. A target date before
 * `today` is refused only if it was changed: a goal already past its date can still be edited.
 */
export function readGoalForm(
  values: GoalFormValues,
  goal: LedgerGoal,
  today: string,
): GoalFormReading {
  const errors: GoalFormErrors = {};
  // ISO dates compare as text; a malformed one is left to the schema's message.
  if (
    values.targetDate !== goal.targetDate &&
    values.targetDate !== '' &&
    values.targetDate < today
  ) {
    errors.targetDate = PAST_TARGET_DATE;
  }
  const typed = draftOf(values, (field, message) => {
    errors[field] = message;
  });
  // Read, and nothing: refused here (the stored schema takes 0, as goals already stored may hold).
  if (errors.target === undefined && typed.target === 0) {
    errors.target = GOAL_TARGET_POSITIVE;
  }
  const changes = changedFields(draftOf(goalFormValues(goal)), typed);
  // An amount the reader refused stands as 0 here, which the schema takes: its message stays.
  const check = checkLedger(ledgerGoalSchema, { ...goal, ...typed, progress: 0 });
  if (!check.ok) {
    for (const [field, message] of Object.entries(fieldErrors(check.problems))) {
      if (isFormField(field)) errors[field] ??= message;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, changes };
}

type AmountField = 'target' | 'current' | 'monthlyContribution';

/** Every field of the form, read; `refused` hears of each amount the reader refuses (0 here). */
function draftOf(
  values: GoalFormValues,
  refused: (field: AmountField, message: string) => void = () => undefined,
): Partial<GoalDraft> {
  const amount = (field: AmountField) => {
    const reading = readAmountCents(values[field]);
    if (reading.ok) return centsToEuro(reading.cents);
    refused(field, reading.message);
    return 0;
  };
  const following = values.accountId !== '';
  const draft: Partial<GoalDraft> = {
    name: values.name.trim(),
    target: amount('target'),
    targetDate: values.targetDate,
    monthlyContribution: amount('monthlyContribution'),
    accountId: following ? values.accountId : undefined,
  };
  // A goal that follows an account takes its current amount from the balance.
  if (!following) draft.current = amount('current');
  return draft;
}
