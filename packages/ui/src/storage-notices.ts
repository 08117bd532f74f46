import { create } from 'zustand';

export type StorageNoticeKind = 'restored' | 'unavailable';

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
