import { formatEuroCents, formatNumber } from './format';
import {
  CENTS_PER_EURO,
  LEDGER_AMOUNT_MAX_CENTS,
  LEDGER_DESCRIPTION_MAX_LENGTH,
  LEDGER_NAME_MAX_LENGTH,
  LEDGER_NOTE_MAX_LENGTH,
} from './ledger-limits';

// The Italian sentence of every refusal of the ledger schemas (ledger-schemas.ts), shown
// next to the field it is about.

const MAX_EURO = formatEuroCents(LEDGER_AMOUNT_MAX_CENTS / CENTS_PER_EURO);

export const LEDGER_MESSAGES = {
  id: 'Identificativo mancante o non valido.',
  nameRequired: 'Scrivi un nome.',
  nameTooLong: `Il nome può avere al massimo ${formatNumber(LEDGER_NAME_MAX_LENGTH)} caratteri.`,
  bankTooLong: `Il nome della banca può avere al massimo ${formatNumber(LEDGER_NAME_MAX_LENGTH)} caratteri.`,
  accountType: 'Scegli il tipo di conto.',
  currency: 'I conti sono in euro.',
  amount: 'L’importo deve essere un numero di centesimi.',
  amountRange: `L’importo deve stare tra -${MAX_EURO} e ${MAX_EURO}.`,
  budgetNegative: 'Il budget non può essere negativo.',
  date: 'Scrivi una data valida (gg/mm/aaaa).',
  dateRange: 'La data deve stare tra il 1970 e il 2099.',
  month: 'Scegli un mese valido.',
  descriptionRequired: 'Scrivi una descrizione.',
  descriptionTooLong: `La descrizione può avere al massimo ${formatNumber(LEDGER_DESCRIPTION_MAX_LENGTH)} caratteri.`,
  noteTooLong: `La nota può avere al massimo ${formatNumber(LEDGER_NOTE_MAX_LENGTH)} caratteri.`,
  category: 'Scegli una categoria.',
  account: 'Scegli un conto.',
  flag: 'Valore sì/no non valido.',
  color: 'Scegli un colore (#rrggbb).',
  goalCategory: 'Scegli il tipo di obiettivo.',
  goalAmount: 'Scrivi un importo in euro, 0 o più.',
  record: 'Dati incompleti o non validi.',
} as const;
