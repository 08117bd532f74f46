// The limits of a client's fields in the advisor's own book: what the form, the CSV import
// and the investor's file accept. Named once; the messages quote them.

export const CLIENT_NAME_MAX_LENGTH = 120;
export const CLIENT_EMAIL_MAX_LENGTH = 254;
/** Net worth, euro: debts may exceed assets, within reason. */
export const CLIENT_NET_WORTH_MIN = -100_000_000;
export const CLIENT_NET_WORTH_MAX = 10_000_000_000;
/** Savings rate, percent of income: negative when spending exceeds income. */
export const CLIENT_SAVINGS_RATE_MIN = -100;
export const CLIENT_SAVINGS_RATE_MAX = 100;
/** Emergency fund, months of expenses (ten years at most). */
export const CLIENT_EMERGENCY_FUND_MAX = 120;
/** Investment fees, percent per year. */
export const CLIENT_INVESTMENT_FEE_MAX = 10;
/** Insurance gap, percent of the protection need. */
export const CLIENT_INSURANCE_GAP_MAX = 100;
/** The most clients one book holds (archived ones included). */
export const CLIENT_BOOK_MAX_CLIENTS = 20_000;
