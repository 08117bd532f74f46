import { useStore } from 'zustand';
import { usePageLive } from '@traguardo/app-runtime/page-live';
import { type LedgerProfile } from '@traguardo/ledger/profiles';
import { type PersistedStoreApi } from '@traguardo/persistence/create-persisted-store';
import { useProfileStore } from './profile-store';

/**
 * One persisted store per profile, used as one: the hook reads the open profile's store and
 * re-renders when the profile changes; getState/setState/subscribe act on the store of the
 * profile open at the time of the call; `of(profile)` names one. What a profile keeps
 * (documents, the chat, the chosen plan) never reaches the other.
 */
export function bindProfileStores<S, P>(
  create: (profile: LedgerProfile) => PersistedStoreApi<S, P>,
) {
  const stores: Readonly<Record<LedgerProfile, PersistedStoreApi<S, P>>> = {
    demo: create('demo'),
    own: create('own'),
  };
  const open = () => stores[useProfileStore.getState().profile];

  // Until the page is live, the initial state, as bindStore answers (page-live.ts).
  function useOpenProfileStore<U>(selector: (state: S) => U): U {
    const live = usePageLive();
    const store = stores[useProfileStore((state) => state.profile)];
    const value = useStore(store, selector);
    return live ? value : selector(store.getInitialState());
  }

  return Object.assign(useOpenProfileStore, {
    of: (profile: LedgerProfile): PersistedStoreApi<S, P> => stores[profile],
    getState: (): S => open().getState(),
    setState: (partial: Partial<S> | ((state: S) => Partial<S>)): void => {
      open().setState(partial);
    },
    subscribe: (listener: (state: S, previous: S) => void): (() => void) =>
      open().subscribe(listener),
  });
}
