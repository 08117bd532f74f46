import {
  parseTransactionQuery,
  serializeTransactionQuery,
  type TransactionView,
} from '@traguardo/domain/ledger-transaction-query';
import { type SetQueryState, useQueryState } from '@traguardo/ui/use-query-state';

/**
 * The Movimenti filters live in the URL query: kept on reload, shareable, walked by
 * back/forward; a link from Conti opens one account's movements. `replace` is for typing.
 */
export function useTransactionView(): [TransactionView, SetQueryState<TransactionView>] {
  return useQueryState(parseTransactionQuery, serializeTransactionQuery);
}
