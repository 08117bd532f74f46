import { readAmountCents } from '@traguardo/domain/amount-input';
import { formatEuroCents, formatNumber } from '@traguardo/domain/format';
import { centsToEuro } from '@traguardo/domain/ledger-money';
import { type LedgerGoal } from '@traguardo/domain/ledger-schemas';
import { type GoalDraft } from '@traguardo/ledger/goal-commands';

// The edit form of a goal: its fields as typed text, read into the ledger's changes. Amounts
// are typed the Italian way and read by the domain (readAmountCents); every other rule is
// the ledger's schema, whose refusals come back per field.

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

/** The changes the form asks for, or the Italian message of each field it cannot read. */
export function readGoalForm(values: GoalFormValues): GoalFormReading {
  const errors: GoalFormErrors = {};
  const amount = (field: 'target' | 'current' | 'monthlyContribution') => {
    const reading = readAmountCents(values[field]);
    if (reading.ok) return centsToEuro(reading.cents);
    errors[field] = reading.message;
    return 0;
  };
  const following = values.accountId !== '';
  const changes: Partial<GoalDraft> = {
    name: values.name,
    target: amount('target'),
    targetDate: values.targetDate,
    monthlyContribution: amount('monthlyContribution'),
    accountId: following ? values.accountId : undefined,
  };
  // A goal that follows an account takes its current amount from the balance.
  if (!following) changes.current = amount('current');
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, changes };
}
