import { useContext, useSyncExternalStore } from 'react';
import { type ShownStorageNotices, type StorageNoticeKind } from '@traguardo/domain/storage-notice';
import { AppContext } from './app-context';

/**
 * Where the banner's notices come from. The apps pass the page's (persistence's
 * storageNotices) to AppProvider; ui itself keeps no notice.
 */
export interface StorageNoticeSource {
  read(): ShownStorageNotices;
  /** Calls `onChange` after every change; answers the unsubscribe. */
  subscribe(onChange: () => void): () => void;
  dismiss(kind: StorageNoticeKind): void;
}

const NONE: ShownStorageNotices = { notices: [], details: {} };

/** Without an app around it (a story, a test), there is no notice to show. */
const noNotices: StorageNoticeSource = {
  read: () => NONE,
  subscribe: () => () => {},
  dismiss: () => {},
};

/** The notices about saved data to show now, and the function that closes one. */
export function useStorageNotices(): [ShownStorageNotices, (kind: StorageNoticeKind) => void] {
  const source = useContext(AppContext)?.storageNotices ?? noNotices;
  const shown = useSyncExternalStore(source.subscribe, source.read, () => NONE);
  return [shown, source.dismiss];
}
