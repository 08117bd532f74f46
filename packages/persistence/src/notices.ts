import { type StorageNotice } from '@traguardo/domain/storage-notice';

/** What the persistence layer tells the app (`@traguardo/domain/storage-notice`). */
export type PersistenceNotice = StorageNotice;

export type NoticeListener = (notice: PersistenceNotice) => void;
