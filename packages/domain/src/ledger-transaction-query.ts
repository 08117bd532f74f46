// The Movimenti filters in the URL query: `/investor/transactions?conto=…&mese=2026-11&
// categoria=cibo&testo=spesa`. Parsing never throws: a malformed value is dropped, so a
// shared or hand-edited link shows the rest of the view.
import { isMonth, type Month } from './ledger-month';

/** Which movements Movimenti lists; an absent key does not filter. */
export type TransactionView = {
  accountId?: string;
  month?: Month;
  categoryId?: string;
  /** Words the description or the note contain. */
  text?: string;
};

/** The query keys, Italian like the rest of the URL. */
export const TRANSACTION_QUERY_KEYS = {
  accountId: 'conto',
  month: 'mese',
  categoryId: 'categoria',
  text: 'testo',
} as const;

/** Longest id or search text the address carries (longer ones are dropped, not cut). */
const MAX_VALUE_LENGTH = 200;

function value(params: URLSearchParams, key: string): string | undefined {
  const text = params.get(key)?.trim();
  return text === undefined || text === '' || text.length > MAX_VALUE_LENGTH ? undefined : text;
}

export function parseTransactionQuery(params: URLSearchParams): TransactionView {
  const k = TRANSACTION_QUERY_KEYS;
  const view: TransactionView = {};
  const accountId = value(params, k.accountId);
  if (accountId !== undefined) view.accountId = accountId;
  const month = value(params, k.month);
  if (month !== undefined && isMonth(month)) view.month = month;
  const categoryId = value(params, k.categoryId);
  if (categoryId !== undefined) view.categoryId = categoryId;
  const text = value(params, k.text);
  if (text !== undefined) view.text = text;
  return view;
}

export function serializeTransactionQuery(view: TransactionView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['accountId', 'month', 'categoryId', 'text'] as const) {
    const text = view[key]?.trim();
    if (text !== undefined && text !== '') params.set(TRANSACTION_QUERY_KEYS[key], text);
  }
  return params;
}

/** Whether the view filters anything. */
export function isFiltered(view: TransactionView): boolean {
  return serializeTransactionQuery(view).size > 0;
}
