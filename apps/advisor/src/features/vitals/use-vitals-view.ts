import {
  parseVitalsQuery,
  serializeVitalsQuery,
  type VitalsView,
} from '@traguardo/domain/vitals-query';
import { useQueryState, type SetQueryState } from '@traguardo/ui/use-query-state';

/**
 * The vitals view (status filter and criteria) lives in the URL query: bookmarkable,
 * shareable, kept on reload and walked by back/forward. A change pushes a history entry;
 * `replace` is for typing, so that every keystroke is not a step back. A change applies to
 * the view last asked for (see useQueryState).
 */
export function useVitalsView(): [VitalsView, SetQueryState<VitalsView>] {
  return useQueryState(parseVitalsQuery, serializeVitalsQuery);
}
