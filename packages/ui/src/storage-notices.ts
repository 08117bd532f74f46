import { create } from 'zustand';
import { showError } from './toast';

export type StorageNoticeKind = 'restored' | 'unavailable';

/**
 * A notice of the persistence layer, as the app receives it (the shape of
 * `@traguardo/persistence/notices`, declared here because ui does not depend on it).
 */
export type StorageProblem =
  { kind: StorageNoticeKind; key: string } | { kind: 'write-failed'; key: string; label: string };

/** What the user reads about their saved data; one notice per kind at most. */
export const STORAGE_NOTICE_TEXT: Record<StorageNoticeKind, { title: string; body: string }> = {
  restored: {
    title: 'Dati salvati non leggibili',
    body: "Alcuni dati salvati su questo dispositivo erano danneggiati o di una versione diversa: li abbiamo messi da parte senza cancellarli e l'app è ripartita dai dati demo.",
  },
  unavailable: {
    title: 'Salvataggio non disponibile',
    body: "Il browser non permette di salvare dati (spazio esaurito o navigazione privata): l'app funziona, ma le modifiche restano solo finché questa scheda è aperta.",
  },
};

type StorageNoticesState = {
  notices: StorageNoticeKind[];
  report: (kind: StorageNoticeKind) => void;
  dismiss: (kind: StorageNoticeKind) => void;
};

export const useStorageNotices = create<StorageNoticesState>()((set) => ({
  notices: [],
  report: (kind) =>
    set((state) => (state.notices.includes(kind) ? state : { notices: [...state.notices, kind] })),
  dismiss: (kind) => set((state) => ({ notices: state.notices.filter((item) => item !== kind) })),
}));

export function reportStorageNotice(kind: StorageNoticeKind): void {
  useStorageNotices.getState().report(kind);
}

/**
 * Shows a notice of the persistence layer: the banner for the device-wide ones, a toast
 * (one per key) naming what a failed write did not save.
 */
export function showStorageNotice(notice: StorageProblem): void {
  if (notice.kind !== 'write-failed') {
    reportStorageNotice(notice.kind);
    return;
  }
  showError(
    'Modifica non salvata sul dispositivo',
    `Non è stato possibile salvare ${notice.label}: la modifica resta valida finché questa scheda è aperta.`,
    { id: `storage-write-${notice.key}` },
  );
}
