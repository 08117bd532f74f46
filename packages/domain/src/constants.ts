/** Product version shown in the advisor settings footer (spec §1). */
export const APP_VERSION = '2.1.0';

/** Locale and currency of every figure in the product (spec §1). */
export const LOCALE = 'it-IT';
export const CURRENCY = 'EUR';
