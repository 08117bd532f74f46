import { describe, expect, it } from 'vitest';
import { openLedger } from './ledger-database';
import { heldSearchIds, warmSearch } from './search-cache';
import { findTransactions } from './transaction-queries';
import { writeSampleLedger } from './testing/sample-ledger';

describe('warmSearch', () => {
  it('leaves the first search answerable from memory, before any search was made', async () => {
    const db = openLedger('own');
    await writeSampleLedger(db);
    expect(heldSearchIds(db, { text: 'spesa' })).toBeUndefined();
    await warmSearch(db);
    const held = heldSearchIds(db, { text: 'spesa' });
    const found = await findTransactions(db, { text: 'spesa' });
    expect(found.map((t) => t.description)).toEqual(['Spesa al supermercato']);
    expect(held).toEqual(found.map((t) => t.id));
  });
});
