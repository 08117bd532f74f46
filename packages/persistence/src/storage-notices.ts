import {
  type ShownStorageNotices,
  type StorageNotice,
  type StorageNoticeDetails,
  type StorageNoticeKind,
} from '@traguardo/domain/storage-notice';
import { createStore } from 'zustand/vanilla';
import { type NoticeListener } from './notices';

// The page's notices about its saved data, kept until the person dismisses them. Nothing is
// shown here: the apps hand `storageNotices` to ui's AppProvider, whose banner reads it.

type WriteFailed = Extract<StorageNotice, { kind: 'write-failed' }>;

const NO_NOTICES: ShownStorageNotices = { notices: [], details: {} };

function withNew<T>(list: readonly T[], item: T | undefined): T[] {
  return item === undefined || list.includes(item) ? [...list] : [...list, item];
}

function reported(
  state: ShownStorageNotices,
  kind: StorageNoticeKind,
  about: Partial<StorageNoticeDetails> | undefined,
): ShownStorageNotices {
  const notices = state.notices.includes(kind) ? state.notices : [...state.notices, kind];
  if (about === undefined) return notices === state.notices ? state : { ...state, notices };
  // A kind shown anew starts from nothing: what was dismissed is not said again.
  const known = (state.notices.includes(kind) ? state.details[kind] : undefined) ?? {
    labels: [],
    places: [],
    removed: 0,
    max: 0,
  };
  const details: StorageNoticeDetails = {
    labels: withNew(known.labels, about.labels?.[0]),
    places: withNew(known.places, about.places?.[0]),
    removed: known.removed + (about.removed ?? 0),
    max: about.max ?? known.max,
  };
  return { notices, details: { ...state.details, [kind]: details } };
}

const store = createStore<ShownStorageNotices>()(() => NO_NOTICES);

/** The banner's notices of this page: one of each kind at most, each naming its data. */
export const storageNotices = {
  read: (): ShownStorageNotices => store.getState(),
  /** Calls `onChange` after every change; answers the unsubscribe. */
  subscribe: (onChange: () => void): (() => void) => store.subscribe(onChange),
  /** Raises a notice of `kind`, adding what `about` names to what it already says. */
  report(kind: StorageNoticeKind, about?: Partial<StorageNoticeDetails>): void {
    store.setState((state) => reported(state, kind, about), true);
  },
  /** Closes a notice. Its details stay: a kind shown anew starts from nothing anyway. */
  dismiss(kind: StorageNoticeKind): void {
    store.setState((state) => ({
      ...state,
      notices: state.notices.filter((item) => item !== kind),
    }));
  },
  /** Back to no notice (a test's fresh page). */
  clear(): void {
    store.setState(NO_NOTICES, true);
  },
};

/**
 * The listener the apps' stores report to: the device-wide notices go to `storageNotices`
 * (naming the data they are about); a failed write, which concerns one change, goes to
 * `onWriteFailed` (the apps show it as a toast).
 */
export function storageNoticeListener(
  onWriteFailed: (notice: WriteFailed) => void,
): NoticeListener {
  return (notice) => {
    switch (notice.kind) {
      case 'unavailable':
        storageNotices.report('unavailable');
        return;
      case 'restored':
        storageNotices.report('restored', { labels: [notice.label], places: [notice.keptIn] });
        return;
      case 'kept-in-place':
        storageNotices.report('kept-in-place', { labels: [notice.label] });
        return;
      case 'copies-removed':
        storageNotices.report('copies-removed', {
          labels: [notice.label],
          removed: notice.removed,
          max: notice.max,
        });
        return;
      case 'write-failed':
        onWriteFailed(notice);
    }
  };
}
