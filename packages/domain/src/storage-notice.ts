/** Where a bad stored value's copy was kept: localStorage, or IndexedDB when that had no room. */
export type KeptAsidePlace = 'local-storage' | 'indexeddb';

/**
 * What the persistence layer tells the app; it shows nothing itself.
 * - `restored`: a bad stored value (`label` names what it held) was copied aside intact, in
 *   `keptIn`, and removed; the store started from its initial state and saves as usual.
 * - `kept-in-place`: a bad stored value could be copied nowhere, so it stays under its key,
 *   untouched; the store started from its initial state and does not save there while
 *   this page is open (saving would overwrite it).
 * - `copies-removed`: keeping a new copy in `keptIn` removed the `removed` oldest copies of
 *   the same key there, so that at most `max` stay.
 * - `unavailable`: the device refused a read or a write.
 * - `write-failed`: one store's change could not be saved (also reported as `unavailable`).
 */
export type StorageNotice =
  | { kind: 'restored'; key: string; label: string; keptIn: KeptAsidePlace }
  | { kind: 'kept-in-place'; key: string; label: string }
  | {
      kind: 'copies-removed';
      key: string;
      label: string;
      keptIn: KeptAsidePlace;
      removed: number;
      max: number;
    }
  | { kind: 'unavailable'; key: string }
  | { kind: 'write-failed'; key: string; label: string };

/** The notices shown in the page's banner, one of each kind at most; a failed write is a toast. */
export type StorageNoticeKind = Exclude<StorageNotice['kind'], 'write-failed'>;

/** What the banner's notices of one kind were about: the data (by label), where, how many went. */
export type StorageNoticeDetails = {
  labels: string[];
  places: KeptAsidePlace[];
  removed: number;
  max: number;
};

/** The banner's notices in the order raised, with what each kind was about. */
export type ShownStorageNotices = {
  notices: StorageNoticeKind[];
  /** What each shown notice is about; a kind without details reads its generic body. */
  details: Partial<Record<StorageNoticeKind, StorageNoticeDetails>>;
};
