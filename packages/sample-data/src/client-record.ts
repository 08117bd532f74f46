// What the advisor's screens and reports know about a client beyond its figures. The demo's
// sample clients come with simulated history, allocation, goals, documents and a note; any
// other client (added by hand, or from a CSV or an investor's file, in either book) has only
// what was entered or imported, and the screens say what is missing instead of inventing it.
import { type BookClient } from '@traguardo/domain/client-book-schemas';
import {
  type AdvisorGoal,
  type AllocationItem,
  type Client,
  type ClientDocument,
  type IsoDate,
  type NetWorthPoint,
} from '@traguardo/domain/entities';
import { clientDocuments, defaultClientNote } from './advisor';
import { clientAllocation, clientNetWorthYear } from './client-insights';
import { clientGoals } from './clients';

/** A client, with what an investor's file brought when the book has it. */
export type ClientWithFile = Client & Partial<Pick<BookClient, 'goals' | 'allocation'>>;

export type ClientRecord = {
  /** Net worth at the end of each of the last twelve months, today's month last; undefined when not known. */
  history: NetWorthPoint[] | undefined;
  /** The portfolio's allocation; undefined when not known. */
  allocation: AllocationItem[] | undefined;
  goals: readonly AdvisorGoal[];
  documents: readonly ClientDocument[];
  /** The note shown until the advisor saves one. */
  note: string;
};

type ClientRecordOptions = {
  /** Whether the client is one of the demo's sample clients (in the demo's book). */
  sample: boolean;
  today: IsoDate;
};

/** The client's allocation: an investor's file's, else a sample client's; undefined when not known. */
function knownAllocation(client: ClientWithFile, sample: boolean): AllocationItem[] | undefined {
  return client.allocation ?? (sample ? clientAllocation(client) : undefined);
}

/**
 * What is known of `client`: an investor's file's goals and allocation when one was
 * imported; else, for a sample client only, the demo's. Nothing else is ever made up.
 */
export function clientRecord(client: ClientWithFile, options: ClientRecordOptions): ClientRecord {
  const { sample, today } = options;
  return {
    history: sample ? clientNetWorthYear(client, today) : undefined,
    allocation: knownAllocation(client, sample),
    goals: client.goals ?? (sample ? (clientGoals[client.id] ?? []) : []),
    documents: sample ? clientDocuments : [],
    note: sample ? defaultClientNote : '',
  };
}
