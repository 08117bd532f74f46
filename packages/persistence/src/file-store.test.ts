import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createFileStore } from './file-store';
import { type PersistenceNotice } from './notices';

function filesFor(database: string) {
  const notices: PersistenceNotice[] = [];
  const files = createFileStore({
    database,
    store: 'file',
    types: ['application/pdf', 'image/png'],
    onNotice: (notice) => notices.push(notice),
  });
  return { files, notices };
}

const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46]).buffer;

describe('createFileStore', () => {
  it('gives back a kept file with its bytes and type', async () => {
    const { files, notices } = filesFor('test-keep');
    expect(await files.keep('doc-1', bytes, 'application/pdf')).toBe('device');
    const blob = await files.read('doc-1');
    expect(blob?.type).toBe('application/pdf');
    expect(new Uint8Array(await (blob ?? new Blob()).arrayBuffer())).toEqual(new Uint8Array(bytes));
    expect(notices).toEqual([]);
  });

  it('reads a missing file as undefined and forgets every file on clear', async () => {
    const { files } = filesFor('test-clear');
    expect(await files.read('nessuno')).toBeUndefined();
    await files.keep('doc-1', bytes, 'image/png');
    await files.clear();
    expect(await files.read('doc-1')).toBeUndefined();
  });

  it('forgets one file and keeps the others', async () => {
    const { files, notices } = filesFor('test-forget');
    await files.keep('doc-1', bytes, 'application/pdf');
    await files.keep('doc-2', bytes, 'image/png');
    await files.forget('doc-1');
    expect(await files.read('doc-1')).toBeUndefined();
    expect((await files.read('doc-2'))?.type).toBe('image/png');
    expect(notices).toEqual([]);
  });
});

/** Deletes the database from a second connection: 'deleted', or 'blocked' if it waits. */
function deleteFromAnotherTab(database: string): Promise<'deleted' | 'blocked'> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(database);
    request.onsuccess = () => resolve('deleted');
    request.onblocked = () => resolve('blocked');
    request.onerror = () => reject(request.error ?? new Error('eliminazione non riuscita'));
  });
}

describe('createFileStore and other tabs', () => {
  it('gives way when another tab deletes the database, then keeps files again', async () => {
    const { files, notices } = filesFor('test-versionchange');
    expect(await files.keep('doc-1', bytes, 'application/pdf')).toBe('device');
    expect(await deleteFromAnotherTab('test-versionchange')).toBe('deleted');
    expect(await files.read('doc-1')).toBeUndefined();
    expect(await files.keep('doc-2', bytes, 'image/png')).toBe('device');
    expect((await files.read('doc-2'))?.type).toBe('image/png');
    expect(notices).toEqual([]);
  });

  it('gives way to an upgrade by another tab and adds its store back if it went', async () => {
    const { files } = filesFor('test-upgrade');
    await files.keep('doc-1', bytes, 'application/pdf');
    const upgraded = await new Promise<'upgraded' | 'blocked'>((resolve) => {
      const request = indexedDB.open('test-upgrade', 2);
      request.onupgradeneeded = () => request.result.deleteObjectStore('file');
      request.onsuccess = () => {
        request.result.close();
        resolve('upgraded');
      };
      request.onblocked = () => resolve('blocked');
    });
    expect(upgraded).toBe('upgraded');
    expect(await files.keep('doc-2', bytes, 'image/png')).toBe('device');
    expect((await files.read('doc-2'))?.type).toBe('image/png');
  });

  it('answers memory, not device, when the write does not happen, and says so', async () => {
    const { files, notices } = filesFor('test-refused');
    // Bytes that cannot be stored: a detached buffer cannot be cloned into IndexedDB.
    const detached = new Uint8Array([1, 2, 3]).buffer;
    structuredClone(detached, { transfer: [detached] });
    expect(await files.keep('doc-1', detached, 'application/pdf')).toBe('memory');
    expect(notices).toEqual([{ kind: 'unavailable', key: 'test-refused' }]);
  });
});
