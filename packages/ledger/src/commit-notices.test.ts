import { type ObservabilitySet } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { onLedgerWrite } from './commit-notices';
import { openLedger } from './ledger-database';
import { addTransaction } from './transaction-commands';
import { writeSampleLedger } from './testing/sample-ledger';

// Another tab is played by BroadcastChannels of this process on the same names: the one the
// ledger announces its commits on, and Dexie's own (what Dexie of another tab posts there,
// this tab's Dexie hears, as it would in a browser).

const COMMITS = 'traguardo:ledger-commits';
const DEXIE = 'x-storagemutated-1';

const opened: BroadcastChannel[] = [];
function channel(name: string): BroadcastChannel {
  const bus = new BroadcastChannel(name);
  opened.push(bus);
  return bus;
}

afterEach(() => {
  for (const bus of opened.splice(0)) bus.close();
});

const messages = (bus: BroadcastChannel) => {
  const heard: unknown[] = [];
  bus.onmessage = (event: MessageEvent) => heard.push(event.data);
  return heard;
};

/** Long enough for every message posted so far to be delivered. */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 50));

const movement = (accountId: string) => ({
  accountId,
  date: '2025-02-24',
  description: 'Rimborso',
  amount: 10000,
  categoryId: 'entrate',
  recurring: false,
});

describe('commit notices', () => {
  it('tell another tab of a commit before Dexie does, with what it changed', async () => {
    const db = openLedger('own');
    const { checking } = await writeSampleLedger(db);
    const order: string[] = [];
    const announced = channel(COMMITS);
    const fromDexie = channel(DEXIE);
    announced.onmessage = () => order.push('annuncio');
    fromDexie.onmessage = () => order.push('Dexie');
    const heard = messages(channel(COMMITS));
    await addTransaction(db, movement(checking.id));
    await delivered();
    expect(order).toEqual(['annuncio', 'Dexie']);
    expect(Object.keys(heard[0] as ObservabilitySet)).toContain(
      'idb://traguardo-ledger-own/transactions/',
    );
  });

  it('tell a listener of each commit once: here, or from another tab as soon as it is announced', async () => {
    const db = openLedger('own');
    const { checking } = await writeSampleLedger(db);
    const heard: ObservabilitySet[] = [];
    const stop = onLedgerWrite((parts) => heard.push(parts));
    try {
      await addTransaction(db, movement(checking.id));
      expect(heard).toHaveLength(1);
      const [parts] = heard;

      // Another tab commits the same: its announcement first, then Dexie's own notice.
      channel(COMMITS).postMessage(parts);
      await delivered();
      expect(heard).toHaveLength(2);
      channel(DEXIE).postMessage(parts);
      await delivered();
      expect(heard).toHaveLength(2);

      // A tab that announces nothing (an older version): Dexie's notice is heard.
      channel(DEXIE).postMessage({ 'idb://traguardo-ledger-own/goals/': parts });
      await delivered();
      expect(heard).toHaveLength(3);
    } finally {
      stop();
    }
  });
});
