import { showError } from './toast';

/** Tells the person that one change (of the data `label` names) was not saved on the device. */
export function showStorageWriteFailed({ key, label }: { key: string; label: string }): void {
  showError(
    'Modifica non salvata sul dispositivo',
    `Non è stato possibile salvare ${label}: la modifica resta valida finché questa scheda è aperta.`,
    // One toast per key: a second failure of the same data replaces the first.
    { id: `storage-write-${key}` },
  );
}
