import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  parseVitalsQuery,
  serializeVitalsQuery,
  type VitalsView,
} from '@traguardo/domain/vitals-query';

type SetView = (view: VitalsView, options?: { replace?: boolean }) => void;

/**
 * The vitals view (status filter and criteria) lives in the URL query: bookmarkable,
 * shareable, kept on reload and walked by back/forward. A change pushes a history entry;
 * `replace` is for typing, so that every keystroke is not a step back.
 */
export function useVitalsView(): [VitalsView, SetView] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const view = useMemo(() => parseVitalsQuery(new URLSearchParams(query)), [query]);
  const setView = useCallback<SetView>(
    (next, options = {}) => setParams(serializeVitalsQuery(next), options),
    [setParams],
  );
  return [view, setView];
}
