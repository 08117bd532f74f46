import { formatNumber } from '@traguardo/domain/format';
import {
  LEDGER_MAX_ACCOUNTS,
  LEDGER_MAX_GOALS,
  LEDGER_MAX_TRANSACTIONS,
  LEDGER_MAX_USER_CATEGORIES,
} from '@traguardo/domain/ledger-limits';
import { type LedgerProblem } from '@traguardo/domain/ledger-schemas';

/**
 * Why the ledger refused a command: `invalid` (a field, see `problems`), `notFound` (the
 * record is gone), `limit` (a limit of ledger-limits.ts), `duplicate` (a name already
 * used), `unknownReference` (an account or category that does not exist).
 */
export type LedgerErrorCode = 'invalid' | 'notFound' | 'limit' | 'duplicate' | 'unknownReference';

/** A refused write: nothing was changed. `message` is Italian, ready for a toast or a field. */
export class LedgerError extends Error {
  override readonly name = 'LedgerError';
  readonly code: LedgerErrorCode;
  readonly problems: readonly LedgerProblem[];

  constructor(code: LedgerErrorCode, message: string, problems: readonly LedgerProblem[] = []) {
    super(message);
    this.code = code;
    this.problems = problems;
  }
}

export const LEDGER_ERROR_MESSAGES = {
  invalid: 'Controlla i campi evidenziati: nulla è stato salvato.',
  accountNotFound: 'Questo conto non esiste più.',
  transactionNotFound: 'Questo movimento non esiste più.',
  goalNotFound: 'Questo obiettivo non esiste più.',
  budgetNotFound: 'Questo budget non esiste più.',
  unknownAccount: 'Il conto scelto non esiste: scegline un altro.',
  unknownCategory: 'La categoria scelta non esiste: scegline un’altra.',
  duplicateCategory: 'Esiste già una categoria con questo nome.',
  tooManyAccounts: `Puoi avere al massimo ${formatNumber(LEDGER_MAX_ACCOUNTS)} conti: archivia o elimina un conto che non usi.`,
  tooManyTransactions: `Hai raggiunto il massimo di ${formatNumber(LEDGER_MAX_TRANSACTIONS)} movimenti.`,
  tooManyCategories: `Puoi creare al massimo ${formatNumber(LEDGER_MAX_USER_CATEGORIES)} categorie tue.`,
  tooManyGoals: `Puoi avere al massimo ${formatNumber(LEDGER_MAX_GOALS)} obiettivi.`,
  builtInCategory: 'Le categorie predefinite non si possono modificare.',
} as const;
