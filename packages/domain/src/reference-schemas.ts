import * as v from 'valibot';
import { goalCategorySchema, planIdSchema } from './schemas';

// Schemas of the read-only entities: the sample data and catalogues the screens show but a
// user never edits. Like schemas.ts they are the single source of their types (entities.ts
// infers them), so a field or a union member is declared once.

const isoDate = v.pipe(v.string(), v.isoDate());
const euro = v.number();
const percent = v.number();

export const propertySchema = v.object({
  name: v.string(),
  address: v.string(),
  /** Estimated market value, euro. */
  value: euro,
  /** Outstanding mortgage, euro, as a positive number. */
  mortgageBalance: euro,
});

export const advisorGoalSchema = v.object({
  id: v.string(),
  name: v.string(),
  current: euro,
  target: euro,
  progress: percent,
  /**
   * When the investor plans to reach it, and what they put aside for it each month: sent in
   * the investor's file; absent for a goal entered by the advisor or read from an older file.
   */
  targetDate: v.optional(isoDate),
  monthlyContribution: v.optional(euro),
});

export const goalTemplateSchema = v.object({
  id: v.string(),
  name: v.string(),
  /** Name of the icon the screen shows for it. */
  icon: v.string(),
  category: goalCategorySchema,
  target: euro,
  years: v.number(),
});

export const transactionCategorySchema = v.picklist([
  'Entrate',
  'Stipendio',
  'Casa',
  'Intrattenimento',
  'Salute',
  'Cibo',
  'Trasporti',
  'Utilities',
  'Shopping',
]);

export const transactionSchema = v.object({
  id: v.string(),
  description: v.string(),
  /** Negative for an expense. */
  amount: euro,
  date: isoDate,
  category: transactionCategorySchema,
  recurring: v.boolean(),
});

export const spendingCategoryNameSchema = v.picklist([
  'Casa',
  'Trasporti',
  'Cibo',
  'Utilities',
  'Intrattenimento',
  'Shopping',
  'Altro',
]);

export const spendingCategorySchema = v.object({
  name: spendingCategoryNameSchema,
  value: euro,
  fill: v.pipe(v.string(), v.hexColor()),
});

export const allocationItemSchema = v.object({ name: v.string(), value: percent, amount: euro });

export const planRiskSchema = v.picklist(['Basso', 'Moderato', 'Alto']);

export const investmentPlanSchema = v.object({
  id: planIdSchema,
  name: v.string(),
  risk: planRiskSchema,
  /** Expected yearly return, percent. */
  expectedReturn: percent,
  allocation: v.object({ stocks: percent, bonds: percent, cash: percent }),
  description: v.string(),
});

export const etfSchema = v.object({
  name: v.string(),
  symbol: v.string(),
  /** Suggested weight in the portfolio, percent. */
  allocation: percent,
  /** TER, percent. */
  expense: percent,
  /** Last year's performance, percent. */
  performance: percent,
  description: v.string(),
});

export const taskPrioritySchema = v.picklist(['high', 'medium', 'low']);

export const taskSchema = v.object({
  id: v.string(),
  title: v.string(),
  priority: taskPrioritySchema,
  dueDate: isoDate,
});

export const clientStatusSchema = v.picklist(['green', 'yellow', 'red']);

export const clientSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  status: clientStatusSchema,
  netWorth: euro,
  savingsRate: percent,
  /** Months of expenses covered. */
  emergencyFund: v.number(),
  /** Percent per year. */
  investmentFee: percent,
  /** Percent of the protection need not covered. */
  insuranceGap: percent,
  lastContact: isoDate,
});

export const reportTypeIdSchema = v.picklist(['comprehensive', 'summary', 'goals', 'portfolio']);

export const reportTypeSchema = v.object({
  id: reportTypeIdSchema,
  name: v.string(),
  description: v.string(),
  pages: v.string(),
});

export const clientDocumentSchema = v.object({
  id: v.string(),
  name: v.string(),
  date: isoDate,
  size: v.number(),
});

// Chart series: one point a month (or a year for the Monte Carlo fan).
const month = v.string();
export const aumPointSchema = v.object({ month, aum: euro });
export const netWorthPointSchema = v.object({ month, value: euro });
export const cashFlowPointSchema = v.object({ month, income: euro, expenses: euro });
export const goalProgressPointSchema = v.object({ month, casa: euro, pensione: euro });
export const monteCarloPointSchema = v.object({
  year: v.number(),
  conservative: euro,
  expected: euro,
  optimistic: euro,
});
export const benchmarkPointSchema = v.object({ month, portfolio: euro, benchmark: euro });
