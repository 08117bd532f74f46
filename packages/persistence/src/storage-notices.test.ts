import { beforeEach, describe, expect, it } from 'vitest';
import { type StorageNotice } from '@traguardo/domain/storage-notice';
import { storageNoticeListener, storageNotices } from './storage-notices';

type WriteFailed = Extract<StorageNotice, { kind: 'write-failed' }>;

function listen() {
  const failedWrites: WriteFailed[] = [];
  const onNotice = storageNoticeListener((notice) => failedWrites.push(notice));
  return { onNotice, failedWrites };
}

beforeEach(() => storageNotices.clear());

describe('storageNoticeListener', () => {
  it('raises storage that refuses writes as a notice and hands a failed write on', () => {
    const { onNotice, failedWrites } = listen();
    onNotice({ kind: 'unavailable', key: 'traguardo:test:notes' });
    onNotice({ kind: 'write-failed', key: 'traguardo:test:notes', label: 'le note' });
    expect(storageNotices.read().notices).toEqual(['unavailable']);
    expect(failedWrites).toEqual([
      { kind: 'write-failed', key: 'traguardo:test:notes', label: 'le note' },
    ]);
  });

  it('raises each notice once, naming every piece of data it is about and where it went', () => {
    const { onNotice } = listen();
    onNotice({ kind: 'restored', key: 'a', label: 'gli obiettivi', keptIn: 'indexeddb' });
    onNotice({ kind: 'restored', key: 'b', label: 'il piano scelto', keptIn: 'local-storage' });
    onNotice({ kind: 'restored', key: 'c', label: 'gli obiettivi', keptIn: 'local-storage' });
    expect(storageNotices.read()).toEqual({
      notices: ['restored'],
      details: {
        restored: {
          labels: ['gli obiettivi', 'il piano scelto'],
          places: ['indexeddb', 'local-storage'],
          removed: 0,
          max: 0,
        },
      },
    });
  });

  it('counts the old copies removed, and keeps the latest limit', () => {
    const { onNotice } = listen();
    for (const key of ['a', 'b']) {
      onNotice({
        kind: 'copies-removed',
        key,
        label: 'gli obiettivi',
        keptIn: 'local-storage',
        removed: 1,
        max: 2,
      });
    }
    expect(storageNotices.read().details['copies-removed']).toMatchObject({
      labels: ['gli obiettivi'],
      removed: 2,
      max: 2,
    });
  });
});

describe('storageNotices', () => {
  it('closes a notice; raised again, it says only what is new', () => {
    const { onNotice } = listen();
    onNotice({ kind: 'kept-in-place', key: 'a', label: 'gli obiettivi' });
    onNotice({ kind: 'unavailable', key: 'a' });
    storageNotices.dismiss('kept-in-place');
    expect(storageNotices.read().notices).toEqual(['unavailable']);
    onNotice({ kind: 'kept-in-place', key: 'b', label: 'le note' });
    expect(storageNotices.read().notices).toEqual(['unavailable', 'kept-in-place']);
    expect(storageNotices.read().details['kept-in-place']?.labels).toEqual(['le note']);
  });

  it('tells its subscribers of each change, until they unsubscribe', () => {
    let changes = 0;
    const stop = storageNotices.subscribe(() => changes++);
    storageNotices.report('unavailable');
    storageNotices.dismiss('unavailable');
    stop();
    storageNotices.report('unavailable');
    expect(changes).toBe(2);
  });
});
