// A client as the advisor's own book stores it: the client entity (its `status` the one every
// screen shows) plus what the book adds. Stored records are untrusted: read back through
// this schema, and kept aside when they fail it.
import * as v from 'valibot';
import {
  advisorGoalSchema,
  allocationItemSchema,
  clientSchema,
  clientStatusSchema,
} from './reference-schemas';

const isoDate = v.pipe(v.string(), v.isoDate());

export const bookClientSchema = v.object({
  ...clientSchema.entries,
  id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
  netWorth: v.pipe(v.number(), v.finite()),
  savingsRate: v.pipe(v.number(), v.finite()),
  emergencyFund: v.pipe(v.number(), v.finite()),
  investmentFee: v.pipe(v.number(), v.finite()),
  insuranceGap: v.pipe(v.number(), v.finite()),
  /** The status the advisor chose over the computed one; absent when the rule decides. */
  statusOverride: v.optional(clientStatusSchema),
  /** Archived clients leave the list, the vitals and the totals, and can be restored. */
  archived: v.boolean(),
  /** The book's order: the order clients were added or imported in. */
  seq: v.pipe(v.number(), v.integer()),
  /** The date of the investor's file this client was last updated from. */
  fileDate: v.optional(isoDate),
  /** The investor's goals, from their file. */
  goals: v.optional(v.array(advisorGoalSchema)),
  /** The investor's allocation, from their file. */
  allocation: v.optional(v.array(allocationItemSchema)),
});

export type BookClient = v.InferOutput<typeof bookClientSchema>;
