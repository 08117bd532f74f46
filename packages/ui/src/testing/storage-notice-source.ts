import { type ShownStorageNotices } from '@traguardo/domain/storage-notice';
import { type StorageNoticeSource } from '../use-storage-notices';

/** A page's notices as an app hands them to AppProvider, held in memory: for tests and stories. */
export function storageNoticeSource(initial: ShownStorageNotices): StorageNoticeSource & {
  /** Raises the notices of `next`, as the app's stores would while the page is open. */
  show: (next: ShownStorageNotices) => void;
} {
  let shown = initial;
  const listeners = new Set<() => void>();
  const change = (next: ShownStorageNotices) => {
    shown = next;
    for (const listener of listeners) listener();
  };
  return {
    read: () => shown,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    dismiss: (kind) => change({ ...shown, notices: shown.notices.filter((item) => item !== kind) }),
    show: change,
  };
}
