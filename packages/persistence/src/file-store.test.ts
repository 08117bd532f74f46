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
});
