import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  accountSchema,
  advisorProfileSchema,
  brandingSchema,
  chatMessageSchema,
  goalSchema,
  notificationPreferencesSchema,
  recentReportSchema,
  vaultDocumentSchema,
} from '@traguardo/domain/schemas';
import {
  advisorGoalSchema,
  allocationItemSchema,
  aumPointSchema,
  benchmarkPointSchema,
  cashFlowPointSchema,
  clientDocumentSchema,
  clientSchema,
  etfSchema,
  goalProgressPointSchema,
  goalTemplateSchema,
  investmentPlanSchema,
  monteCarloPointSchema,
  netWorthPointSchema,
  propertySchema,
  reportTypeSchema,
  spendingCategorySchema,
  taskSchema,
  transactionSchema,
} from '@traguardo/domain/reference-schemas';
import { accounts, property } from './accounts';
import { advisorProfile, branding, clientDocuments, notificationPreferences } from './advisor';
import { clientGoals, clients } from './clients';
import { coachReplies, coachWelcomeMessage } from './coach-content';
import { vaultDocuments } from './documents';
import { recommendedEtfs } from './etfs';
import { goalTemplates } from './goal-templates';
import { goals } from './goals';
import { investmentPlans } from './plans';
import { portfolioAllocation } from './portfolio';
import { recentReports, reportTypes } from './reports';
import {
  aumTrend,
  benchmarkSeries,
  cashFlowSeries,
  goalProgressSeries,
  monteCarloSeries,
  netWorthSeries,
} from './series';
import { spendingCategories } from './spending';
import { demoTasks } from './tasks';
import { transactions } from './transactions';

/** The demo's tasks on a fixed day: their dates follow today. */
const tasks = demoTasks('2026-11-26');

// The sample data seeds storage on first start: it must pass the schemas that guard loading.
describe('sample data passes the storage schemas', () => {
  it.each([
    ['accounts', accountSchema, accounts],
    ['goals', goalSchema, goals],
    ['documents', vaultDocumentSchema, vaultDocuments],
  ] as const)('%s', (_name, schema, items) => {
    for (const item of items) expect(v.safeParse(schema, item).issues).toBeUndefined();
  });

  it('advisor profile, branding and notifications', () => {
    expect(v.is(advisorProfileSchema, advisorProfile)).toBe(true);
    expect(v.is(brandingSchema, branding)).toBe(true);
    expect(v.is(notificationPreferencesSchema, notificationPreferences)).toBe(true);
  });

  it('every coach text fits a stored chat message', () => {
    const timestamp = new Date('2026-11-23T10:15:00.000Z').toISOString();
    for (const content of [coachWelcomeMessage, ...Object.values(coachReplies)]) {
      expect(v.is(chatMessageSchema, { id: 'm1', content, sender: 'ai', timestamp })).toBe(true);
    }
  });
});

describe('the schemas refuse what a screen could not show', () => {
  const goal = goals[0];

  it('a goal with a text amount, an unknown category or a bad date', () => {
    expect(v.is(goalSchema, { ...goal, target: '5000' })).toBe(false);
    expect(v.is(goalSchema, { ...goal, category: 'yacht' })).toBe(false);
    expect(v.is(goalSchema, { ...goal, targetDate: '31/12/2030' })).toBe(false);
    expect(v.is(goalSchema, { ...goal, target: Number.NaN })).toBe(false);
  });

  it('a document with a negative size or an empty name', () => {
    const document = vaultDocuments[0];
    expect(v.is(vaultDocumentSchema, { ...document, size: -1 })).toBe(false);
    expect(v.is(vaultDocumentSchema, { ...document, name: '' })).toBe(false);
  });

  it('a branding colour that is not a hex colour', () => {
    expect(v.is(brandingSchema, { ...branding, primaryColor: 'red; background:url(x)' })).toBe(
      false,
    );
  });
});

// The read-only entities' types are inferred from these schemas: the data must match them.
describe('read-only sample data passes its reference schemas', () => {
  const tables: readonly (readonly [string, v.GenericSchema, readonly unknown[]])[] = [
    ['clients', clientSchema, clients],
    ['client goals', advisorGoalSchema, Object.values(clientGoals).flat()],
    ['client documents', clientDocumentSchema, clientDocuments],
    ['property', propertySchema, [property]],
    ['transactions', transactionSchema, transactions],
    ['spending', spendingCategorySchema, spendingCategories],
    ['plans', investmentPlanSchema, investmentPlans],
    ['allocation', allocationItemSchema, portfolioAllocation],
    ['ETF', etfSchema, recommendedEtfs],
    ['goal templates', goalTemplateSchema, goalTemplates],
    ['tasks', taskSchema, tasks],
    ['report types', reportTypeSchema, reportTypes],
    ['recent reports', recentReportSchema, recentReports],
    ['AUM', aumPointSchema, aumTrend],
    ['net worth', netWorthPointSchema, netWorthSeries],
    ['cash flow', cashFlowPointSchema, cashFlowSeries],
    ['goal progress', goalProgressPointSchema, goalProgressSeries],
    ['Monte Carlo', monteCarloPointSchema, monteCarloSeries],
    ['benchmark', benchmarkPointSchema, benchmarkSeries],
  ];
  it.each(tables)('%s', (_name, schema, items) => {
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(v.safeParse(schema, item).issues).toBeUndefined();
  });
});
