// The header words Italian banks use, per field. A header cell is compared after
// `normalizeHeader` (lower case, no accents, no currency, single spaces).

/** Booking dates first: the first of these present is the movement's date. */
export const BOOKING_DATE_HEADERS = [
  'data contabile',
  'data registrazione',
  'data contabilizzazione',
  'data operazione',
  'data movimento',
  'data transazione',
  'data',
  'booking date',
  'date',
] as const;

export const VALUE_DATE_HEADERS = ['data valuta', 'valuta', 'value date'] as const;

export const DESCRIPTION_HEADERS = [
  'causale',
  'descrizione',
  'descrizione operazione',
  'descrizione estesa',
  'dettagli',
  'dettaglio',
  'beneficiario',
  'controparte',
  'ordinante',
  'motivazione',
  'note',
  'description',
  'memo',
] as const;

export const AMOUNT_HEADERS = [
  'importo',
  'importo operazione',
  'importo in euro',
  'ammontare',
  'movimento',
  'amount',
] as const;

export const CREDIT_HEADERS = [
  'accrediti',
  'accredito',
  'entrate',
  'entrata',
  'avere',
  'importo avere',
] as const;

export const DEBIT_HEADERS = [
  'addebiti',
  'addebito',
  'uscite',
  'uscita',
  'dare',
  'importo dare',
] as const;

export const INDICATOR_HEADERS = [
  'segno',
  'dare/avere',
  'dare avere',
  'd/a',
  '+/-',
  'segno operazione',
  'tipo movimento',
  'credit/debit',
] as const;

const ALL_HEADERS: ReadonlySet<string> = new Set([
  ...BOOKING_DATE_HEADERS,
  ...VALUE_DATE_HEADERS,
  ...DESCRIPTION_HEADERS,
  ...AMOUNT_HEADERS,
  ...CREDIT_HEADERS,
  ...DEBIT_HEADERS,
  ...INDICATOR_HEADERS,
]);

/** `Importo (EUR)` → `importo`; `Data Registrazione` → `data registrazione`. */
export function normalizeHeader(cell: string): string {
  return cell
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\((?:eur|euro|€)\)|€|\beur\b/g, ' ')
    .replace(/[^a-z0-9/+-]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

/** Whether a header cell is one of the words above. */
export function isKnownHeader(cell: string): boolean {
  return ALL_HEADERS.has(normalizeHeader(cell));
}
