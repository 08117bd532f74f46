import { beforeEach } from 'vitest';
import { type StoreApi } from 'zustand';

/**
 * Gives every test of the enclosing block the store as the app starts it: the state it
 * had when the test file loaded, replaced whole so no action a test called survives.
 */
export function resetStoreBeforeEach<State>(store: StoreApi<State>): void {
  const initialState = store.getState();
  beforeEach(() => {
    store.setState(initialState, true);
  });
}
