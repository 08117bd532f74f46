import {
  type KeptAsidePlace,
  type StorageNoticeDetails,
  type StorageNoticeKind,
} from '@traguardo/domain/storage-notice';

// What the banner says of each notice about saved data.

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
