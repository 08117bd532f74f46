import * as v from 'valibot';
import {
  type Account,
  type AdvisorProfile,
  type Branding,
  type ChatMessage,
  type Goal,
  type NotificationPreferences,
  type PlanId,
  type RecentReport,
  type VaultDocument,
} from './entities';
import { CHAT_STORED_MAX_LENGTH, NOTE_MAX_LENGTH, UPLOAD_NAME_MAX_LENGTH } from './constants';

// Schemas of the entities a user can change, for checking what comes back from storage
// (or, later, from an API): untrusted input, validated before it reaches a screen.

const isoDate = v.pipe(v.string(), v.isoDate());
/** An entity id as stored: untrusted text, bounded. */
export const idSchema = v.pipe(v.string(), v.nonEmpty(), v.maxLength(200));
const id = idSchema;
const text = v.pipe(v.string(), v.maxLength(500));
const amount = v.pipe(v.number(), v.finite());

export const accountSchema: v.GenericSchema<unknown, Account> = v.object({
  id,
  name: text,
  type: v.picklist(['checking', 'savings', 'credit', 'investment', 'pension', 'mortgage']),
  balance: amount,
  currency: v.literal('EUR'),
  bank: text,
  lastUpdated: isoDate,
});

export const goalSchema: v.GenericSchema<unknown, Goal> = v.object({
  id,
  name: text,
  target: v.pipe(amount, v.minValue(0)),
  current: v.pipe(amount, v.minValue(0)),
  targetDate: isoDate,
  category: v.picklist(['home', 'education', 'retirement', 'fire', 'travel']),
  progress: v.pipe(amount, v.minValue(0)),
  monthlyContribution: v.pipe(amount, v.minValue(0)),
});

export const planIdSchema: v.GenericSchema<unknown, PlanId> = v.picklist([
  'conservative',
  'balanced',
  'growth',
]);

export const chatMessageSchema: v.GenericSchema<unknown, ChatMessage> = v.object({
  id,
  // The coach's replies are longer than what a user may type; stored text is bounded anyway.
  content: v.pipe(v.string(), v.maxLength(CHAT_STORED_MAX_LENGTH)),
  sender: v.picklist(['user', 'ai']),
  timestamp: v.pipe(v.string(), v.isoTimestamp()),
});

export const vaultDocumentSchema: v.GenericSchema<unknown, VaultDocument> = v.object({
  id,
  name: v.pipe(v.string(), v.nonEmpty(), v.maxLength(UPLOAD_NAME_MAX_LENGTH)),
  type: v.picklist(['estate', 'insurance', 'tax', 'property', 'pension']),
  uploadDate: isoDate,
  size: v.pipe(v.number(), v.integer(), v.minValue(0)),
  status: v.picklist(['complete', 'review_needed']),
  description: text,
});

export const noteSchema = v.pipe(v.string(), v.maxLength(NOTE_MAX_LENGTH));

export const advisorProfileSchema: v.GenericSchema<unknown, AdvisorProfile> = v.object({
  name: text,
  email: text,
  phone: text,
  firm: text,
  license: text,
  clients: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export const brandingSchema: v.GenericSchema<unknown, Branding> = v.object({
  firmName: text,
  address: text,
  website: text,
  primaryColor: v.pipe(v.string(), v.hexColor()),
  secondaryColor: v.pipe(v.string(), v.hexColor()),
});

export const notificationPreferencesSchema: v.GenericSchema<unknown, NotificationPreferences> =
  v.object({
    clientUpdates: v.boolean(),
    marketAlerts: v.boolean(),
    taskReminders: v.boolean(),
    emailReports: v.boolean(),
  });

export const recentReportSchema: v.GenericSchema<unknown, RecentReport> = v.object({
  id,
  client: text,
  type: text,
  date: isoDate,
  status: v.picklist(['Inviato', 'Scaricato', 'Generato']),
});
