import * as v from 'valibot';
import { CHAT_STORED_MAX_LENGTH, NOTE_MAX_LENGTH, UPLOAD_NAME_MAX_LENGTH } from './constants';
import { fitsCharacterLimit } from './text-length';

// Schemas of the entities a user can change, for checking what comes back from storage
// (or, later, from an API): untrusted input, validated before it reaches a screen. They are
// the single source of these entities: entities.ts infers the types from them, so a new
// member of a union is added here once and every check follows.

const isoDate = v.pipe(v.string(), v.isoDate());
/** An entity id as stored: untrusted text, bounded. */
export const idSchema = v.pipe(v.string(), v.nonEmpty(), v.maxLength(200));
const id = idSchema;
/** Stored text of at most `max` characters, counted as every limit is (text-length.ts). */
const characters = (max: number) =>
  v.pipe(
    v.string(),
    v.check((value) => fitsCharacterLimit(value, max)),
  );
const text = characters(500);
const amount = v.pipe(v.number(), v.finite());

export const accountTypeSchema = v.picklist([
  'checking',
  'savings',
  'credit',
  'investment',
  'pension',
  'mortgage',
]);
export const goalCategorySchema = v.picklist(['home', 'education', 'retirement', 'fire', 'travel']);
export const chatSenderSchema = v.picklist(['user', 'ai']);
export const documentTypeSchema = v.picklist(['estate', 'insurance', 'tax', 'property', 'pension']);
export const documentStatusSchema = v.picklist(['complete', 'review_needed']);

export const accountSchema = v.object({
  id,
  name: text,
  type: accountTypeSchema,
  balance: amount,
  currency: v.literal('EUR'),
  bank: text,
  lastUpdated: isoDate,
});

export const goalSchema = v.object({
  id,
  name: text,
  target: v.pipe(amount, v.minValue(0)),
  current: v.pipe(amount, v.minValue(0)),
  targetDate: isoDate,
  category: goalCategorySchema,
  progress: v.pipe(amount, v.minValue(0)),
  monthlyContribution: v.pipe(amount, v.minValue(0)),
});

export const planIdSchema = v.picklist(['conservative', 'balanced', 'growth']);

export const chatMessageSchema = v.object({
  id,
  // The coach's replies are longer than what a user may type; stored text is bounded anyway.
  content: v.pipe(v.string(), v.maxLength(CHAT_STORED_MAX_LENGTH)),
  sender: chatSenderSchema,
  timestamp: v.pipe(v.string(), v.isoTimestamp()),
});

export const vaultDocumentSchema = v.object({
  id,
  name: v.pipe(characters(UPLOAD_NAME_MAX_LENGTH), v.nonEmpty()),
  type: documentTypeSchema,
  uploadDate: isoDate,
  size: v.pipe(v.number(), v.integer(), v.minValue(0)),
  status: documentStatusSchema,
  description: text,
});

export const noteSchema = characters(NOTE_MAX_LENGTH);

export const advisorProfileSchema = v.object({
  name: text,
  email: text,
  phone: text,
  firm: text,
  license: text,
  clients: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export const brandingSchema = v.object({
  firmName: text,
  address: text,
  website: text,
  primaryColor: v.pipe(v.string(), v.hexColor()),
  secondaryColor: v.pipe(v.string(), v.hexColor()),
});

export const notificationPreferencesSchema = v.object({
  clientUpdates: v.boolean(),
  marketAlerts: v.boolean(),
  taskReminders: v.boolean(),
  emailReports: v.boolean(),
});

/** A report in 'Report recenti': the ones generated on this device are stored. */
export const recentReportSchema = v.object({
  id,
  client: text,
  type: text,
  date: isoDate,
  status: v.picklist(['Inviato', 'Scaricato', 'Generato']),
});
