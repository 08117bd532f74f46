import { formatNumber } from '@traguardo/domain/format';
import { type ClientFieldErrors } from '@traguardo/domain/client-draft';
import { CLIENT_BOOK_MAX_CLIENTS } from '@traguardo/domain/client-limits';

/** Why the book refused a command: nothing was changed. */
export type BookErrorCode = 'invalid' | 'notFound' | 'duplicate' | 'limit' | 'changed';

/** A refused write. `message` is Italian, ready for a toast; `fields` for the form. */
export class BookError extends Error {
  override readonly name = 'BookError';
  readonly code: BookErrorCode;
  readonly fields: ClientFieldErrors;

  constructor(code: BookErrorCode, message: string, fields: ClientFieldErrors = {}) {
    super(message);
    this.code = code;
    this.fields = fields;
  }
}

export const BOOK_ERROR_MESSAGES = {
  invalid: 'Controlla i campi evidenziati: nulla è stato salvato.',
  clientNotFound: 'Questo cliente non esiste più.',
  duplicateEmail: 'Esiste già un cliente con questa email.',
  tooManyClients: `Un elenco può avere al massimo ${formatNumber(CLIENT_BOOK_MAX_CLIENTS)} clienti.`,
  importNotFound: 'Questa importazione non esiste più.',
  importChanged:
    'Alcuni clienti di questa importazione sono stati modificati dopo: annullarla cancellerebbe quelle modifiche, quindi non è stata annullata.',
} as const;
