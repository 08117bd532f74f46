import { beforeEach } from 'vitest';
import { type StoreApi } from 'zustand';

/**
 * Gives every test of the enclosing block the store as the app starts it: its initial
 * state, replaced whole so no action a test called survives. Not the state the store holds
 * when the test file loads: a file that ran before in the same worker may have changed it.
 */
export function resetStoreBeforeEach<State>(store: StoreApi<State>): void {
  beforeEach(() => {
    store.setState(store.getInitialState(), true);
  });
}
