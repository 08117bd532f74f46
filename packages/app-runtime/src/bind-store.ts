import { type ExtractState, type StoreApi, useStore } from 'zustand';
import { usePageLive } from './page-live';

/**
 * Gives a vanilla zustand store (such as a persisted one) the hook of `create`:
 * `useX(selector)` in components, `useX.getState()` and the rest of its API elsewhere.
 * Until the page is live (page-live.ts) the hook answers from the store's initial state:
 * what the build rendered into the route's HTML, which hydration must match, holds nothing
 * stored on a device; the stored state follows in the live render.
 */
export function bindStore<A extends StoreApi<unknown>>(api: A) {
  function useBoundStore<U>(selector: (state: ExtractState<A>) => U): U {
    const live = usePageLive();
    const value = useStore(api, selector);
    return live ? value : selector(api.getInitialState() as ExtractState<A>);
  }
  return Object.assign(useBoundStore, api);
}
