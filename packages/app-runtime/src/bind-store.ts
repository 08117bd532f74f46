import { type ExtractState, type StoreApi, useStore } from 'zustand';

/**
 * Gives a vanilla zustand store (such as a persisted one) the hook of `create`:
 * `useX(selector)` in components, `useX.getState()` and the rest of its API elsewhere.
 */
export function bindStore<A extends StoreApi<unknown>>(api: A) {
  function useBoundStore<U>(selector: (state: ExtractState<A>) => U): U {
    return useStore(api, selector);
  }
  return Object.assign(useBoundStore, api);
}
