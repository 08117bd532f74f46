import { describe, expect, it } from 'vitest';
import { BUILT_IN_CATEGORIES } from './ledger-categories';
import { LEDGER_MESSAGES } from './ledger-messages';
import {
  checkLedger,
  ledgerAccountSchema,
  ledgerBudgetSchema,
  ledgerCategorySchema,
  ledgerGoalSchema,
  type LedgerTransaction,
  ledgerTransactionSchema,
} from './ledger-schemas';
import {
  createLedgerAccount,
  createLedgerBudget,
  createLedgerCategory,
  createLedgerGoal,
  createLedgerTransaction,
} from './testing/ledger-factories';
import { createGoal } from './testing/factories';

function messages(result: ReturnType<typeof checkLedger>): string[] {
  return result.ok ? [] : result.problems.map((problem) => `${problem.field}: ${problem.message}`);
}

describe('ledger schemas', () => {
  it('accept valid records unchanged', () => {
    const account = createLedgerAccount({ openingBalance: -14500000, type: 'mortgage' });
    expect(checkLedger(ledgerAccountSchema, account)).toEqual({ ok: true, value: account });
    const transaction = createLedgerTransaction({ importBatchId: 'import-1' });
    expect(checkLedger(ledgerTransactionSchema, transaction)).toEqual({
      ok: true,
      value: transaction,
    });
    expect(checkLedger(ledgerCategorySchema, createLedgerCategory()).ok).toBe(true);
    expect(checkLedger(ledgerBudgetSchema, createLedgerBudget()).ok).toBe(true);
    expect(checkLedger(ledgerGoalSchema, createLedgerGoal({ accountId: 'conto-1' })).ok).toBe(true);
  });

  it('take today’s goals as they are', () => {
    const goal = createGoal({ targetDate: '2030-12-31' });
    expect(checkLedger(ledgerGoalSchema, goal)).toEqual({ ok: true, value: goal });
  });

  it('hold the built-in categories', () => {
    for (const category of BUILT_IN_CATEGORIES) {
      expect(checkLedger(ledgerCategorySchema, category).ok).toBe(true);
    }
    expect(new Set(BUILT_IN_CATEGORIES.map((c) => c.id)).size).toBe(BUILT_IN_CATEGORIES.length);
  });

  it('refuse an account with the Italian reason of each field', () => {
    const result = checkLedger(ledgerAccountSchema, {
      ...createLedgerAccount(),
      name: '   ',
      bank: 'B'.repeat(81),
      type: 'bitcoin',
      currency: 'USD',
      openingBalance: 10.5,
      openingDate: '2025-02-30',
    });
    expect(messages(result)).toEqual([
      `name: ${LEDGER_MESSAGES.nameRequired}`,
      `bank: ${LEDGER_MESSAGES.bankTooLong}`,
      `type: ${LEDGER_MESSAGES.accountType}`,
      `currency: ${LEDGER_MESSAGES.currency}`,
      `openingBalance: ${LEDGER_MESSAGES.amount}`,
      `openingDate: ${LEDGER_MESSAGES.date}`,
    ]);
  });

  it('refuse a movement out of range, without description or too long', () => {
    const result = checkLedger(ledgerTransactionSchema, {
      ...createLedgerTransaction(),
      description: '',
      amount: 1_000_000_001,
      date: '1969-12-31',
      note: 'n'.repeat(1001),
    });
    expect(messages(result)).toEqual([
      `date: ${LEDGER_MESSAGES.dateRange}`,
      `description: ${LEDGER_MESSAGES.descriptionRequired}`,
      `amount: ${LEDGER_MESSAGES.amountRange}`,
      `note: ${LEDGER_MESSAGES.noteTooLong}`,
    ]);
    expect(LEDGER_MESSAGES.amountRange).toBe(
      'L’importo deve stare tra -10.000.000,00\u00a0€ e 10.000.000,00\u00a0€.',
    );
    expect(
      checkLedger(ledgerTransactionSchema, {
        ...createLedgerTransaction(),
        description: 'd'.repeat(201),
      }),
    ).toEqual({
      ok: false,
      problems: [{ field: 'description', message: LEDGER_MESSAGES.descriptionTooLong }],
    });
  });

  it.each([
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['2025-02-29', false],
    ['1900-02-29', false],
    ['2025-04-31', false],
    ['2025-12-31', true],
    ['2025-00-10', false],
    ['2025-1-10', false],
    ['10/01/2025', false],
  ])('take %s as a calendar date: %s', (date, valid) => {
    expect(checkLedger(ledgerTransactionSchema, createLedgerTransaction({ date })).ok).toBe(valid);
  });

  it('refuse a record that is not one, or lacks a field', () => {
    expect(messages(checkLedger(ledgerBudgetSchema, 'budget'))).toEqual([
      `: ${LEDGER_MESSAGES.record}`,
    ]);
    const withoutCategory: Partial<LedgerTransaction> = createLedgerTransaction();
    delete withoutCategory.categoryId;
    expect(messages(checkLedger(ledgerTransactionSchema, withoutCategory))).toEqual([
      `categoryId: ${LEDGER_MESSAGES.record}`,
    ]);
  });

  it('refuse a negative budget, a bad month and a colour that is not one', () => {
    expect(
      messages(
        checkLedger(ledgerBudgetSchema, createLedgerBudget({ amount: -1, month: '2025-13' })),
      ),
    ).toEqual([`month: ${LEDGER_MESSAGES.month}`, `amount: ${LEDGER_MESSAGES.budgetNegative}`]);
    expect(
      messages(checkLedger(ledgerCategorySchema, createLedgerCategory({ color: 'rosso' }))),
    ).toEqual([`color: ${LEDGER_MESSAGES.color}`]);
  });
});
