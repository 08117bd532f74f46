import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { usePageLive } from '@traguardo/app-runtime/page-live';

/** A change made to the latest state, not to the state of the last render. */
export type QueryStateChange<State> = (current: State) => State;

export type SetQueryState<State> = (
  change: QueryStateChange<State>,
  /** `replace` for typing, so that the back button does not walk every keystroke. */
  options?: { replace?: boolean },
) => void;

/**
 * A screen's state kept in the address query: a reload or a shared link shows the same
 * screen, and back/forward walks it. `read` and `write` must be stable (module functions).
 *
 * The router applies a navigation later than it is asked for, so a change applies to the
 * state last asked for: several changes made before the address shows the first (fields
 * handed on one after the other, an autofill) all count. A back/forward navigation drops
 * what was asked and not yet shown.
 *
 * Until the page is live (page-live.ts) the query reads as empty: the route's HTML was
 * rendered for the bare address, and hydration must match it; the address's own state
 * follows in the live render.
 */
export function useQueryState<State>(
  read: (params: URLSearchParams) => State,
  write: (state: State) => URLSearchParams,
): [State, SetQueryState<State>] {
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const live = usePageLive();
  const query = live ? params.toString() : '';
  const state = useMemo(() => read(new URLSearchParams(query)), [read, query]);

  const shown = useRef({ state, query });
  const requested = useRef<{ state: State; query: string } | null>(null);
  useEffect(() => {
    shown.current = { state, query };
  }, [state, query]);
  useEffect(() => {
    const asked = requested.current;
    if (asked !== null && (navigationType === 'POP' || asked.query === query)) {
      requested.current = null;
    }
    // Once per navigation (each has its own key).
  }, [key, navigationType, query]);

  const update = useCallback<SetQueryState<State>>(
    (change, options = {}) => {
      const latest = requested.current ?? shown.current;
      const next = change(latest.state);
      const nextParams = write(next);
      const nextQuery = nextParams.toString();
      if (nextQuery === latest.query) return;
      requested.current = { state: next, query: nextQuery };
      setParams(nextParams, { replace: options.replace === true, preventScrollReset: true });
    },
    [setParams, write],
  );
  return [state, update];
}
