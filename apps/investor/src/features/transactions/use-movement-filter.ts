import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import {
  parseTransactionQuery,
  serializeTransactionQuery,
  type TransactionView,
} from '@traguardo/domain/ledger-transaction-query';
import { type DraftText, useDraftText } from '@traguardo/ui/use-draft-text';
import { type SetQueryState } from '@traguardo/ui/use-query-state';
import { useTransactionView } from './use-transaction-view';

export type MovementFilter = {
  /** The filters in the address (useTransactionView). */
  view: TransactionView;
  setView: SetQueryState<TransactionView>;
  /** The "Cerca" field: its text is handed to the address once typing pauses, or the field is left. */
  search: DraftText;
  /**
   * What the list asks for: the address's filters with the words typed so far, in the
   * address's own form (so that the address catching up asks the ledger nothing new). Asked
   * at once; the list renders with its answer (useTransactionMatches).
   */
  filter: TransactionView;
};

const toText = (text: string) => text;
const sameText = (text: string, value: string) => text.trim() === value;

/**
 * Movimenti's filters. The words typed in "Cerca" filter the list at once; the address (a
 * navigation, which renders the whole app shell again) follows when typing pauses, so that no
 * keystroke waits for it and back does not walk every keystroke.
 */
export function useMovementFilter(): MovementFilter {
  const [view, setView] = useTransactionView();
  const { key } = useLocation();
  const search = useDraftText({
    value: view.text ?? '',
    toText,
    sameValue: sameText,
    onCommit: (text) => setView((current) => ({ ...current, text }), { replace: true }),
    revision: key,
  });
  const typed = useMemo(
    () => parseTransactionQuery(serializeTransactionQuery({ ...view, text: search.text })),
    [view, search.text],
  );
  return { view, setView, search, filter: typed };
}
