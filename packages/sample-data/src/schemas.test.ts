import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  accountSchema,
  advisorProfileSchema,
  brandingSchema,
  chatMessageSchema,
  goalSchema,
  notificationPreferencesSchema,
  vaultDocumentSchema,
} from '@traguardo/domain/schemas';
import { accounts } from './accounts';
import { advisorProfile, branding, notificationPreferences } from './advisor';
import { coachReplies, coachWelcomeMessage } from './coach-content';
import { vaultDocuments } from './documents';
import { goals } from './goals';

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
