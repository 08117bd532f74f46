// The limits of the investor's own ledger, named once: the schemas, the amount reader and the
// ledger's commands all read them from here.
//
// Money in the ledger is an integer number of euro cents (`-4590` is -45,90 €): sums of
// 100.000 movements stay exact, where euro as binary fractions would leave tails.

/** Cents in a euro. */
export const CENTS_PER_EURO = 100;

/** The largest amount of one movement or opening balance, either sign: 10.000.000,00 €. */
export const LEDGER_AMOUNT_MAX_CENTS = 1_000_000_000;

/** Longest name of an account, a bank, a category or a goal (characters). */
export const LEDGER_NAME_MAX_LENGTH = 80;
/** Longest description of a movement (characters). */
export const LEDGER_DESCRIPTION_MAX_LENGTH = 200;
/** Longest note of a movement (characters). */
export const LEDGER_NOTE_MAX_LENGTH = 1000;

/** Most accounts one profile holds, archived ones included. */
export const LEDGER_MAX_ACCOUNTS = 50;
/** Most categories of the user's own, beside the built-in ones. */
export const LEDGER_MAX_USER_CATEGORIES = 100;
/** Most goals one profile holds. */
export const LEDGER_MAX_GOALS = 50;
/** Most properties ("Immobili") one profile holds. */
export const LEDGER_MAX_PROPERTIES = 20;
/** Most movements one profile holds (a benchmark profile has 100.000). */
export const LEDGER_MAX_TRANSACTIONS = 500_000;

/** Earliest and latest calendar date a movement or a balance may carry. */
export const LEDGER_DATE_MIN = '1970-01-01';
export const LEDGER_DATE_MAX = '2099-12-31';

/** The complete months before the current one whose expenses the emergency fund covers. */
export const EMERGENCY_FUND_LOOKBACK_MONTHS = 3;
