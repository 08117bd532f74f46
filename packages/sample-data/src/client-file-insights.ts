import { type BookClient } from '@traguardo/domain/client-book-schemas';
import { type AdvisorGoal, type AllocationItem, type Client } from '@traguardo/domain/entities';
import { clientAllocation } from './client-insights';
import { clientGoals } from './clients';

/** A client, with what an investor's file brought when the book has it. */
export type ClientWithFile = Client & Partial<Pick<BookClient, 'goals' | 'allocation'>>;

/**
 * A client's goals: those of the investor's file when one was imported, else the demo's
 * sample goals for that id (none for a client of the own book added by hand).
 */
export function goalsOf(client: ClientWithFile): readonly AdvisorGoal[] {
  return client.goals ?? clientGoals[client.id] ?? [];
}

/** A client's allocation: the investor's file's, else the sample one for its status. */
export function allocationOf(client: ClientWithFile): AllocationItem[] {
  return client.allocation ?? clientAllocation(client);
}
