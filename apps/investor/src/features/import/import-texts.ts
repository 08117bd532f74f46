import { formatCount } from '@traguardo/domain/format';

// The import screen's own words (the preview's counts and buttons are in bank-import's
// import-texts.ts, with the exact wording).

export const IMPORT_TEXTS = {
  title: 'Importa movimenti',
  fileLabel: 'File dei movimenti',
  fileHint: 'CSV, Excel (.xlsx), OFX/QFX o CAMT.053 (XML), fino a 20 MB.',
  account: 'Conto di destinazione',
  reading: 'Lettura del file…',
  batches: 'Importazioni',
  noBatches: 'Nessuna importazione finora.',
  undo: 'Annulla importazione',
  undoTitle: 'Annullare l’importazione?',
  rules: 'Regole delle categorie',
  demo: 'L’importazione scrive nei tuoi dati: passa al tuo profilo da Altro.',
} as const;

export const undoDescription = (fileName: string, rows: number) =>
  `${formatCount(rows, 'movimento', 'movimenti')} di «${fileName}» saranno eliminati.`;

export const importedMessage = (count: number) =>
  `${formatCount(count, 'movimento importato', 'movimenti importati')}`;

export const undoneMessage = (count: number) =>
  `${formatCount(count, 'movimento eliminato', 'movimenti eliminati')}: importazione annullata`;
