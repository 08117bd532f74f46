import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { objectStore } from './object-store';

describe('objectStore', () => {
  it('resolves a write only once it is stored: another connection reads it at once', async () => {
    const store = objectStore('test-object-store', 'items');
    await store.run('readwrite', (items) => items.put('valore', 'chiave'));
    const other = objectStore('test-object-store', 'items');
    expect(await other.run('readonly', (items) => items.get('chiave'))).toBe('valore');
  });

  it('rejects a write whose transaction fails, and stores nothing', async () => {
    const store = objectStore('test-object-store-fail', 'items');
    await store.run('readwrite', (items) => items.add('primo', 'chiave'));
    // `add` of an existing key fails the request and aborts the transaction.
    await expect(
      store.run('readwrite', (items) => items.add('secondo', 'chiave')),
    ).rejects.toMatchObject({ name: 'ConstraintError' });
    expect(await store.run('readonly', (items) => items.get('chiave'))).toBe('primo');
  });
});
