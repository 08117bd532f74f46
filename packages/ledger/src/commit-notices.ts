import {
  Dexie,
  type DBCore,
  type DBCoreTransaction,
  type Middleware,
  type ObservabilitySet,
} from 'dexie';

// Every committed write to a ledger, here or in another tab, told once and as early as it can
// be. Dexie tells the other tabs of a commit (its BroadcastChannel) only after every listener
// of this tab has run, its live queries included: the screen that wrote reads itself again
// first, tens of milliseconds on a slow device, and only then does another tab hear of it. So
// this middleware tells the other tabs first, as the transaction completes (before Dexie
// hears of it), and `onLedgerWrite` drops Dexie's later notice of the same commit.

const CHANNEL_NAME = 'traguardo:ledger-commits';
/** How long Dexie's own notice of a commit announced here is waited for. */
const ANNOUNCED_FOR_MS = 5000;

let channel: BroadcastChannel | null | undefined;
const hearers = new Set<(event: MessageEvent<ObservabilitySet>) => void>();

/** This tab's one channel: a tab does not hear what it posts itself. */
function commitChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
    for (const hearer of hearers) channel?.addEventListener('message', hearer);
  }
  return channel;
}

// As Dexie does with its own channel: closed while the page sits in the back/forward cache,
// opened again when it comes back (Dexie then tells of a change to everything).
if (typeof addEventListener !== 'undefined') {
  addEventListener('pagehide', (event) => {
    if (!event.persisted || channel === undefined) return;
    channel?.close();
    channel = undefined;
  });
  addEventListener('pageshow', (event) => {
    if (event.persisted && hearers.size > 0) commitChannel();
  });
}

type Committing = DBCoreTransaction & {
  /** What the transaction wrote, as Dexie's live queries see it (set by Dexie as it writes). */
  mutatedParts?: ObservabilitySet;
  addEventListener?: (type: 'complete', listener: () => void) => void;
};

/**
 * The middleware that announces each read-write transaction, once committed, to the other
 * tabs (registered by LedgerDatabase). Its listener is added as the transaction is created,
 * before Dexie's own (its cache's, which re-runs this tab's live queries, and the one that
 * tells the other tabs): it runs first. Hence the lowest level, next to IndexedDB, below
 * Dexie's cache (0) and its cache of existing values (-1).
 */
export const commitNoticesMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'TraguardoCommitNotices',
  level: -2,
  create(down) {
    return {
      ...down,
      transaction(stores, mode, options) {
        const trans: Committing = down.transaction(stores, mode, options);
        if (mode === 'readwrite') {
          trans.addEventListener?.('complete', () => {
            // What Dexie will post, when it does: only a transaction that wrote something.
            if (trans.mutatedParts !== undefined) commitChannel()?.postMessage(trans.mutatedParts);
          });
        }
        return trans;
      },
    };
  },
};

/** The same parts, whichever way they came (both notices carry one object, cloned). */
const fingerprint = (parts: ObservabilitySet) => JSON.stringify(parts);

/**
 * Calls `listener` with what each committed write changed: once per commit, a commit of
 * another tab as soon as that tab announces it (Dexie's own notice of it, later, is
 * dropped). Answers the unsubscribe.
 */
export function onLedgerWrite(listener: (parts: ObservabilitySet) => void): () => void {
  const announced: { fingerprint: string; at: number }[] = [];
  const forget = (now: number) => {
    while (announced[0] !== undefined && now - announced[0].at > ANNOUNCED_FOR_MS) {
      announced.shift();
    }
  };
  const heard = (event: MessageEvent<ObservabilitySet>) => {
    const now = Date.now();
    forget(now);
    announced.push({ fingerprint: fingerprint(event.data), at: now });
    listener(event.data);
  };
  const notified = (parts: ObservabilitySet) => {
    forget(Date.now());
    const print = fingerprint(parts);
    const early = announced.findIndex((entry) => entry.fingerprint === print);
    if (early === -1) listener(parts);
    else announced.splice(early, 1);
  };
  hearers.add(heard);
  commitChannel()?.addEventListener('message', heard);
  Dexie.on('storagemutated', notified);
  return () => {
    hearers.delete(heard);
    channel?.removeEventListener('message', heard);
    Dexie.on('storagemutated').unsubscribe(notified);
  };
}
