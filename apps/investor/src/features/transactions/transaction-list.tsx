import { memo, type SyntheticEvent, useCallback, useEffect, useRef } from 'react';
import { defaultRangeExtractor, type Range, useWindowVirtualizer } from '@tanstack/react-virtual';
import { type LedgerTransaction } from '@traguardo/domain/ledger-schemas';
import { type TransactionFilter } from '@traguardo/ledger/transaction-queries';
import { useDocumentTop } from '@traguardo/ui/use-document-top';
import { TransactionRow } from './transaction-row';
import { useTransactionRows } from './use-transaction-rows';

type Option = { value: string; label: string };

type TransactionListProps = {
  filter: TransactionFilter;
  count: number;
  /** The first page of the matches (useTransactionMatches), read with the count. */
  firstPage: readonly LedgerTransaction[];
  /** The rows are another filter's, shown until this one is read. */
  reading: boolean;
  accountNames: ReadonlyMap<string, string>;
  categories: readonly Option[];
  onCategory: (transaction: LedgerTransaction, categoryId: string) => void;
  onEdit: (transaction: LedgerTransaction) => void;
  onDelete: (transaction: LedgerTransaction) => void;
};

/**
 * Every row's height: two lines and the actions, fixed so that nothing is measured. With
 * 100.000 rows a measured row makes the virtualizer recompute every row after it, a long
 * task at each scroll; a fixed height computes the positions once per count.
 */
const ROW_HEIGHT_PX = 132;
/** Rows rendered beyond each edge of the viewport, so a quick scroll lands on drawn rows. */
const OVERSCAN_ROWS = 8;
/** Stops an event before it reaches the rows (a click, a category chosen). */
const refuse = (event: SyntheticEvent) => {
  event.preventDefault();
  event.stopPropagation();
};

/** The window assumed before it is measured: a phone's. */
const INITIAL_WINDOW = { width: 412, height: 823 };

/**
 * Every movement matching the filter, newest first, scrolled by the window: only the rows
 * near the viewport are rendered and only their pages read, so 100.000 rows scroll like 10.
 * Each row says its place in the whole (aria-posinset / aria-setsize). Memoised: a keystroke
 * in "Cerca" renders the field at once and the list only with the filter it leads to.
 */
export const TransactionList = memo(function TransactionList({
  filter,
  count,
  firstPage,
  reading,
  accountNames,
  ...rowProps
}: TransactionListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const scrollMargin = useDocumentTop(listRef);
  // The row holding focus stays rendered while scrolled away, so focus is never lost.
  const focusedIndex = useRef<number | undefined>(undefined);
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const focused = focusedIndex.current;
    if (focused === undefined || focused >= range.count || indexes.includes(focused)) {
      return indexes;
    }
    return [...indexes, focused].sort((a, b) => a - b);
  }, []);
  useEffect(() => {
    const list = listRef.current;
    if (list === null) return;
    const onFocusIn = (event: FocusEvent) => {
      const item = event.target instanceof Element ? event.target.closest('li[data-index]') : null;
      focusedIndex.current = item === null ? undefined : Number(item.getAttribute('data-index'));
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && list.contains(event.relatedTarget))) {
        focusedIndex.current = undefined;
      }
    };
    list.addEventListener('focusin', onFocusIn);
    list.addEventListener('focusout', onFocusOut);
    return () => {
      list.removeEventListener('focusin', onFocusIn);
      list.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: OVERSCAN_ROWS,
    rangeExtractor,
    scrollMargin,
    initialRect: INITIAL_WINDOW,
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const rowAt = useTransactionRows(
    filter,
    items.map((item) => item.index),
    firstPage,
  );

  return (
    <ul
      ref={listRef}
      aria-label="Elenco dei movimenti"
      aria-busy={reading}
      // The previous filter's rows stay in sight while the new ones are read, but take no
      // click nor category change: Modifica or Elimina would act on a movement the filter no
      // longer shows. Stopped here rather than made `inert`, which recomputes the style of
      // every element of the list as it comes and goes: twice per keystroke in "Cerca".
      onClickCapture={reading ? refuse : undefined}
      onChangeCapture={reading ? refuse : undefined}
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.map((item) => {
        const transaction = rowAt(item.index);
        return (
          // Keyed by place: another filter's rows update the rows on screen in place instead
          // of taking them down and building new ones.
          <li
            key={item.index}
            data-index={item.index}
            aria-setsize={count}
            aria-posinset={item.index + 1}
            className="absolute inset-x-0 top-0 overflow-hidden border-b border-slate-100"
            style={{
              height: ROW_HEIGHT_PX,
              transform: `translateY(${item.start - scrollMargin}px)`,
            }}
          >
            {transaction === undefined ? (
              <p className="py-3 text-sm text-slate-600">Caricamento…</p>
            ) : (
              <TransactionRow
                transaction={transaction}
                accountName={accountNames.get(transaction.accountId) ?? ''}
                {...rowProps}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
});
