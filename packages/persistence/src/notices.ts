/**
 * What the persistence layer tells the app; it shows nothing itself. `restored`: a bad
 * stored value was kept aside and the store started from its initial state;
 * `unavailable`: the device refused a read or a write; `write-failed`: one store's
 * change could not be saved (also reported as `unavailable`).
 */
export type PersistenceNotice =
  | { kind: 'restored'; key: string }
  | { kind: 'unavailable'; key: string }
  | { kind: 'write-failed'; key: string; label: string };

export type NoticeListener = (notice: PersistenceNotice) => void;
