import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import {
  defaultRangeExtractor,
  measureElement,
  useWindowVirtualizer,
  type Range,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { useDocumentTop } from '@traguardo/ui/use-document-top';
import { useMediaQuery } from './use-media-query';

type VirtualCardListProps<Item> = {
  items: readonly Item[];
  /** A stable key per item (keep the function itself stable too: define it outside render). */
  getKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** Accessible name of the list. */
  label: string;
  /** Height in px of a card before any card is measured. */
  estimateSize: number;
};

/** Tailwind's `gap-3` and `md` breakpoint: one column on phones, two from 768px. */
const GAP = 12;
const TWO_COLUMNS = '(min-width: 48rem)';
/**
 * Cards rendered beyond each edge of the viewport. Enough that a short list (the twelve
 * sample clients) is always rendered whole, and that Tab always finds the next card.
 */
const OVERSCAN_ITEMS = 12;
/**
 * The window assumed before it is measured: a phone's. The build renders the list for it, so
 * the prerendered page already shows its first cards, and hydration renders the very same
 * ones before the real window is measured (then the range follows it).
 */
const INITIAL_WINDOW = { width: 412, height: 823 };

/**
 * A list of cards scrolled by the window that renders only the cards near the viewport,
 * for lists of thousands. It stays a real list: each item tells its position in the whole
 * (aria-posinset / aria-setsize), and the focused card stays rendered while scrolled away.
 */
export function VirtualCardList<Item>({
  items,
  getKey,
  renderItem,
  label,
  estimateSize,
}: VirtualCardListProps<Item>) {
  const listRef = useRef<HTMLUListElement>(null);
  const focusedIndex = useRef<number | undefined>(undefined);
  // Cards of one list share a height at a given width: the last one measured is the best
  // guess for the next, so newly shown cards land in place without a second layout pass.
  const typicalSize = useRef(estimateSize);
  const lanes = useMediaQuery(TWO_COLUMNS) ? 2 : 1;
  const scrollMargin = useDocumentTop(listRef);

  const getItemKey = useCallback(
    (index: number) => {
      const item = items[index];
      return item === undefined ? index : getKey(item);
    },
    [items, getKey],
  );
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const focused = focusedIndex.current;
    if (focused === undefined || focused >= range.count || indexes.includes(focused)) {
      return indexes;
    }
    return [...indexes, focused].sort((a, b) => a - b);
  }, []);

  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count: items.length,
    estimateSize: () => typicalSize.current,
    measureElement: (
      element: HTMLLIElement,
      entry: ResizeObserverEntry | undefined,
      instance: Virtualizer<Window, HTMLLIElement>,
    ) => {
      const size = measureElement(element, entry, instance);
      if (size > 0) typicalSize.current = size;
      return size;
    },
    getItemKey,
    rangeExtractor,
    lanes,
    gap: GAP,
    overscan: Math.ceil(OVERSCAN_ITEMS / lanes),
    scrollMargin,
    initialRect: INITIAL_WINDOW,
    // The range that follows a measurement renders in a task of its own, not forced into the
    // commit that measured (hydration's, on a prerendered page); overscan covers a scroll.
    useFlushSync: false,
  });

  // Remembers which card has focus, so the range above keeps it rendered.
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

  return (
    <ul
      ref={listRef}
      aria-label={label}
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        return (
          <li
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            className="absolute top-0"
            style={{
              left: `calc(${row.lane} * (100% + ${GAP}px) / ${lanes})`,
              width: `calc((100% - ${(lanes - 1) * GAP}px) / ${lanes})`,
              transform: `translateY(${row.start - scrollMargin}px)`,
            }}
          >
            {renderItem(item)}
          </li>
        );
      })}
    </ul>
  );
}
