import * as v from 'valibot';
import {
  CENTS_PER_EURO,
  LEDGER_AMOUNT_MAX_CENTS,
  LEDGER_DATE_MAX,
  LEDGER_DATE_MIN,
  LEDGER_DESCRIPTION_MAX_LENGTH,
  LEDGER_NAME_MAX_LENGTH,
  LEDGER_NOTE_MAX_LENGTH,
} from './ledger-limits';
import { LEDGER_MESSAGES } from './ledger-messages';
import { isCalendarDate } from './calendar-date';
import { isMonth } from './ledger-month';
import { accountTypeSchema, goalCategorySchema } from './schemas';
import { fitsCharacterLimit } from './text-length';

// Schemas of the investor's own ledger: every write is checked with them, and so is every
// record read back from the device or a backup. Each refusal carries the Italian sentence a
// form shows next to its field. Money is integer cents (ledger-limits.ts); a goal keeps
// today's shape in euro, so the demo's goals move into a ledger unchanged.

const id = v.pipe(
  v.string(LEDGER_MESSAGES.id),
  v.nonEmpty(LEDGER_MESSAGES.id),
  v.maxLength(200, LEDGER_MESSAGES.id),
);
const flag = v.boolean(LEDGER_MESSAGES.flag);

/**
 * Whether `text` has at most `max` characters, counted as every limit is (text-length.ts).
 * A character takes at least one UTF-16 unit, so a text no longer than `max` units fits
 * without segmenting it: the common case, and 100.000 movements are checked on each read.
 */
function fits(text: string, max: number): boolean {
  return text.length <= max || fitsCharacterLimit(text, max);
}

/** Text of at most `max` characters with something besides spaces. */
function requiredText(max: number, required: string, tooLong: string) {
  return v.pipe(
    v.string(required),
    v.check((value) => value.trim() !== '', required),
    v.check((value) => fits(value, max), tooLong),
  );
}

function optionalText(max: number, tooLong: string) {
  return v.pipe(
    v.string(tooLong),
    v.check((value) => fits(value, max), tooLong),
  );
}

export const ledgerDateSchema = v.pipe(
  v.string(LEDGER_MESSAGES.date),
  v.isoDate(LEDGER_MESSAGES.date),
  v.check(isCalendarDate, LEDGER_MESSAGES.date),
  v.check((date) => date >= LEDGER_DATE_MIN && date <= LEDGER_DATE_MAX, LEDGER_MESSAGES.dateRange),
);

/** An amount in cents, either sign, within the ledger's range. */
export const centsSchema = v.pipe(
  v.number(LEDGER_MESSAGES.amount),
  v.integer(LEDGER_MESSAGES.amount),
  v.minValue(-LEDGER_AMOUNT_MAX_CENTS, LEDGER_MESSAGES.amountRange),
  v.maxValue(LEDGER_AMOUNT_MAX_CENTS, LEDGER_MESSAGES.amountRange),
);

const name = requiredText(
  LEDGER_NAME_MAX_LENGTH,
  LEDGER_MESSAGES.nameRequired,
  LEDGER_MESSAGES.nameTooLong,
);

export const ledgerAccountSchema = v.object(
  {
    id,
    name,
    /** May be empty: cash or a wallet has no bank. */
    bank: optionalText(LEDGER_NAME_MAX_LENGTH, LEDGER_MESSAGES.bankTooLong),
    type: v.picklist(accountTypeSchema.options, LEDGER_MESSAGES.accountType),
    currency: v.literal('EUR', LEDGER_MESSAGES.currency),
    /** Cents at the start of `openingDate`; negative for a debt. */
    openingBalance: centsSchema,
    openingDate: ledgerDateSchema,
    archived: flag,
    /**
     * On an investment account stored when its opening balance meant its whole value,
     * securities included (ledger schema before version 6, backup before version 4): whether
     * it still holds them is asked before anything changes (opening-balance-review.ts).
     */
    openingBalanceToConfirm: v.optional(v.literal(true, LEDGER_MESSAGES.flag)),
  },
  LEDGER_MESSAGES.record,
);

export const ledgerTransactionSchema = v.object(
  {
    id,
    accountId: v.pipe(
      v.string(LEDGER_MESSAGES.account),
      v.nonEmpty(LEDGER_MESSAGES.account),
      v.maxLength(200, LEDGER_MESSAGES.account),
    ),
    date: ledgerDateSchema,
    description: requiredText(
      LEDGER_DESCRIPTION_MAX_LENGTH,
      LEDGER_MESSAGES.descriptionRequired,
      LEDGER_MESSAGES.descriptionTooLong,
    ),
    /** Cents; negative for an expense. */
    amount: centsSchema,
    categoryId: v.pipe(
      v.string(LEDGER_MESSAGES.category),
      v.nonEmpty(LEDGER_MESSAGES.category),
      v.maxLength(200, LEDGER_MESSAGES.category),
    ),
    recurring: flag,
    note: optionalText(LEDGER_NOTE_MAX_LENGTH, LEDGER_MESSAGES.noteTooLong),
    /** The import that brought it in, so that a whole import can be undone. */
    importBatchId: v.optional(id),
  },
  LEDGER_MESSAGES.record,
);

export const ledgerCategorySchema = v.object(
  {
    id,
    name,
    color: v.pipe(v.string(LEDGER_MESSAGES.color), v.hexColor(LEDGER_MESSAGES.color)),
    builtIn: flag,
  },
  LEDGER_MESSAGES.record,
);

export const ledgerBudgetSchema = v.object(
  {
    categoryId: id,
    month: v.pipe(v.string(LEDGER_MESSAGES.month), v.check(isMonth, LEDGER_MESSAGES.month)),
    /** Cents a month, 0 or more. */
    amount: v.pipe(centsSchema, v.minValue(0, LEDGER_MESSAGES.budgetNegative)),
  },
  LEDGER_MESSAGES.record,
);

const goalEuro = v.pipe(
  v.number(LEDGER_MESSAGES.goalAmount),
  v.finite(LEDGER_MESSAGES.goalAmount),
  v.minValue(0, LEDGER_MESSAGES.goalAmount),
  v.maxValue(LEDGER_AMOUNT_MAX_CENTS / CENTS_PER_EURO, LEDGER_MESSAGES.amountRange),
);

/** Today's goal (entities.ts `Goal`, in euro), plus the account whose balance it may follow. */
export const ledgerGoalSchema = v.object(
  {
    id,
    name,
    target: goalEuro,
    current: goalEuro,
    targetDate: ledgerDateSchema,
    category: v.picklist(goalCategorySchema.options, LEDGER_MESSAGES.goalCategory),
    progress: v.pipe(
      v.number(LEDGER_MESSAGES.goalAmount),
      v.finite(LEDGER_MESSAGES.goalAmount),
      v.minValue(0, LEDGER_MESSAGES.goalAmount),
    ),
    monthlyContribution: goalEuro,
    accountId: v.optional(id),
  },
  LEDGER_MESSAGES.record,
);

export type LedgerAccount = v.InferOutput<typeof ledgerAccountSchema>;
export type LedgerTransaction = v.InferOutput<typeof ledgerTransactionSchema>;
export type LedgerCategory = v.InferOutput<typeof ledgerCategorySchema>;
export type LedgerBudget = v.InferOutput<typeof ledgerBudgetSchema>;
export type LedgerGoal = v.InferOutput<typeof ledgerGoalSchema>;

/** A whole ledger, table by table. */
export type LedgerData = {
  accounts: LedgerAccount[];
  transactions: LedgerTransaction[];
  categories: LedgerCategory[];
  budgets: LedgerBudget[];
  goals: LedgerGoal[];
};

/** Why a value was refused: the field (a dotted path, '' for the whole) and the Italian text. */
export type LedgerProblem = { field: string; message: string };

export type LedgerCheck<T> = { ok: true; value: T } | { ok: false; problems: LedgerProblem[] };

/** Checks `value` against a ledger schema and answers with every problem, in Italian. */
export function checkLedger<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
): LedgerCheck<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, value);
  if (result.success) return { ok: true, value: result.output };
  return {
    ok: false,
    problems: result.issues.map((issue) => ({
      field: v.getDotPath(issue) ?? '',
      message: issue.message,
    })),
  };
}
