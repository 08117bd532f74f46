import { type KeptAsidePlace, type StorageNotice } from '@traguardo/domain/storage-notice';
import { create } from 'zustand';
import { showError } from './toast';

/** The banner's notices, one of each kind at most. */
export type StorageNoticeKind = 'restored' | 'kept-in-place' | 'copies-removed' | 'unavailable';

/** A notice of the persistence layer, as the app receives it. */
export type StorageProblem = StorageNotice;

/** What the notices of one kind were about: the data (by label), where, how many went. */
export type StorageNoticeDetails = {
  labels: string[];
  places: KeptAsidePlace[];
  removed: number;
  max: number;
};

/** Each notice's title (its region's name) and the body it has when no details are known. */
export const STORAGE_NOTICE_TEXT: Record<StorageNoticeKind, { title: string; body: string }> = {
  restored: {
    title: 'Dati salvati non leggibili',
    body: "Alcuni dati salvati su questo dispositivo erano danneggiati o di una versione diversa: li abbiamo messi da parte senza cancellarli e l'app è ripartita dai dati demo.",
  },
  'kept-in-place': {
    title: 'Dati salvati non leggibili, modifiche non salvate',
    body: "Alcuni dati salvati su questo dispositivo erano danneggiati o di una versione diversa e non è stato possibile metterli da parte: li abbiamo lasciati dove sono, senza cancellarli, e l'app è ripartita dai dati demo. Le modifiche a questi dati restano solo finché questa scheda è aperta.",
  },
  'copies-removed': {
    title: 'Copie vecchie eliminate',
    body: 'Per non esaurire lo spazio del browser teniamo solo le copie più recenti dei dati messi da parte: le più vecchie sono state eliminate.',
  },
  unavailable: {
    title: 'Salvataggio non disponibile',
    body: "Il browser non permette di salvare dati (spazio esaurito o navigazione privata): l'app funziona, ma le modifiche restano solo finché questa scheda è aperta.",
  },
};

const PLACE_TEXT: Record<KeptAsidePlace, string> = {
  'local-storage': 'nella memoria del browser (localStorage)',
  indexeddb:
    "nel database del browser (IndexedDB), perché nella memoria del browser (localStorage) non c'era spazio",
};

const listFormat = new Intl.ListFormat('it-IT', { type: 'conjunction' });

/** The body of a notice, naming what it is about when the details say so. */
export function storageNoticeBody(
  kind: StorageNoticeKind,
  details: StorageNoticeDetails | undefined,
): string {
  if (details === undefined || details.labels.length === 0 || kind === 'unavailable') {
    return STORAGE_NOTICE_TEXT[kind].body;
  }
  const what = listFormat.format(details.labels);
  switch (kind) {
    case 'restored': {
      const [place, other] = details.places;
      const where =
        place === undefined || other !== undefined
          ? "in parte nella memoria del browser (localStorage) e in parte, dove non c'era spazio, nel database del browser (IndexedDB)"
          : PLACE_TEXT[place];
      return `I dati salvati per ${what} erano danneggiati o di una versione diversa: li abbiamo messi da parte senza cancellarli, ${where}, e l'app è ripartita dai dati demo. Le nuove modifiche vengono salvate come sempre.`;
    }
    case 'kept-in-place':
      return `I dati salvati per ${what} erano danneggiati o di una versione diversa e non è stato possibile metterli da parte (spazio esaurito o database del browser non disponibile): li abbiamo lasciati dove sono, senza cancellarli, e l'app è ripartita dai dati demo. Le modifiche a questi dati non vengono salvate: restano solo finché questa scheda è aperta.`;
    case 'copies-removed': {
      const copies =
        details.removed === 1 ? 'la copia più vecchia' : `le ${details.removed} copie più vecchie`;
      return `Per non esaurire lo spazio del browser teniamo al massimo ${details.max} copie messe da parte per ogni tipo di dato: abbiamo eliminato ${copies} dei dati messi da parte per ${what}.`;
    }
  }
}

type StorageNoticesState = {
  notices: StorageNoticeKind[];
  /** What each shown notice is about; a kind without details reads its generic body. */
  details: Partial<Record<StorageNoticeKind, StorageNoticeDetails>>;
  report: (kind: StorageNoticeKind, about?: Partial<StorageNoticeDetails>) => void;
  dismiss: (kind: StorageNoticeKind) => void;
};

function withNew<T>(list: readonly T[], item: T | undefined): T[] {
  return item === undefined || list.includes(item) ? [...list] : [...list, item];
}

export const useStorageNotices = create<StorageNoticesState>()((set) => ({
  notices: [],
  details: {},
  report: (kind, about) =>
    set((state) => {
      const notices = state.notices.includes(kind) ? state.notices : [...state.notices, kind];
      if (about === undefined) return notices === state.notices ? state : { notices };
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
    }),
  // The details stay: a kind shown anew starts from nothing anyway (see report).
  dismiss: (kind) => set((state) => ({ notices: state.notices.filter((item) => item !== kind) })),
}));

export function reportStorageNotice(kind: StorageNoticeKind): void {
  useStorageNotices.getState().report(kind);
}

/**
 * Shows a notice of the persistence layer: the banner for the device-wide ones (naming the
 * data they are about), a toast (one per key) naming what a failed write did not save.
 */
export function showStorageNotice(notice: StorageProblem): void {
  const { report } = useStorageNotices.getState();
  switch (notice.kind) {
    case 'unavailable':
      report('unavailable');
      return;
    case 'restored':
      report('restored', { labels: [notice.label], places: [notice.keptIn] });
      return;
    case 'kept-in-place':
      report('kept-in-place', { labels: [notice.label] });
      return;
    case 'copies-removed':
      report('copies-removed', {
        labels: [notice.label],
        removed: notice.removed,
        max: notice.max,
      });
      return;
    case 'write-failed':
      showError(
        'Modifica non salvata sul dispositivo',
        `Non è stato possibile salvare ${notice.label}: la modifica resta valida finché questa scheda è aperta.`,
        { id: `storage-write-${notice.key}` },
      );
  }
}
