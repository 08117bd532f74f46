import type { RuleMatch } from '@traguardo/bank-import/category-rules';
import { readAmountCents } from '@traguardo/domain/amount-input';
import { formatCents } from '@traguardo/domain/ledger-money';
import type { CategoryRuleDraft } from '@traguardo/ledger/rule-commands';

/** A rule's form as typed: amounts are Italian text, empty for no bound. */
export type RuleFormValues = {
  match: RuleMatch;
  pattern: string;
  min: string;
  max: string;
  categoryId: string;
};

export const MATCH_LABELS: Record<RuleMatch, string> = {
  contains: 'contiene',
  'starts-with': 'inizia con',
  matches: 'corrisponde a (* e ? come jolly)',
};

const amountText = (cents: number | null) =>
  cents === null ? '' : formatCents(cents).replace(/\s?€/, '');

export function ruleFormOf(rule: CategoryRuleDraft): RuleFormValues {
  return {
    match: rule.match,
    pattern: rule.pattern,
    min: amountText(rule.minCents),
    max: amountText(rule.maxCents),
    categoryId: rule.categoryId,
  };
}

type Reading =
  | { ok: true; draft: CategoryRuleDraft }
  | { ok: false; errors: Partial<Record<'min' | 'max', string>> };

/** The form as a rule draft, or the Italian message of each amount that cannot be read. */
export function readRuleForm(values: RuleFormValues): Reading {
  const errors: Partial<Record<'min' | 'max', string>> = {};
  const bound = (field: 'min' | 'max'): number | null => {
    if (values[field].trim() === '') return null;
    const reading = readAmountCents(values[field]);
    if (reading.ok) return reading.cents;
    errors[field] = reading.message;
    return null;
  };
  const minCents = bound('min');
  const maxCents = bound('max');
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    draft: {
      match: values.match,
      pattern: values.pattern,
      minCents,
      maxCents,
      categoryId: values.categoryId,
    },
  };
}

/** "contiene «ESSELUNGA»", with the amount range when the rule has one. */
export function ruleSummary(rule: CategoryRuleDraft): string {
  const range =
    rule.minCents === null && rule.maxCents === null
      ? ''
      : rule.minCents === null
        ? `, importo fino a ${formatCents(rule.maxCents ?? 0)}`
        : rule.maxCents === null
          ? `, importo da ${formatCents(rule.minCents)}`
          : `, importo tra ${formatCents(rule.minCents)} e ${formatCents(rule.maxCents)}`;
  return `${MATCH_LABELS[rule.match].split(' (')[0]} «${rule.pattern}»${range}`;
}
