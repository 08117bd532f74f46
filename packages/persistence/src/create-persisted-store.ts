import { createStore, type Mutate, type StateCreator, type StoreApi } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { syncAcrossTabs } from './cross-tab-sync';
import { keyValueStorage, type StorageContext, type StoreDeclaration } from './key-value-storage';

export type PersistedStoreApi<S, P> = Mutate<StoreApi<S>, [['zustand/persist', P]]>;

type PersistedStoreOptions<S, P> = StorageContext & {
  /** The part of the state that is kept (never transient flags such as 'uploading'). */
  partialize: (state: S) => P;
};

/**
 * A zustand store (vanilla: no React here) kept under its declaration's key, loaded and
 * checked at creation and re-read when another tab changes it. A prerendered page holds no
 * stored state (only screen shells), so nothing has to wait for hydration. Curried like zustand's
 * `createStore<S>()(…)`: the state type is named, the stored slice's type is inferred.
 * Outside a browser (the build's prerender) it keeps the initial state and reads nothing.
 */
export function createPersistedStore<S>() {
  return <P>(
    declaration: StoreDeclaration<P>,
    initializer: StateCreator<S, [['zustand/persist', unknown]], []>,
    { partialize, ...context }: PersistedStoreOptions<S, P>,
  ): PersistedStoreApi<S, P> => {
    const store = createStore<S>()(
      persist(initializer, {
        name: declaration.name,
        version: declaration.version,
        partialize,
        storage: keyValueStorage(declaration, context),
        // Loaded below, in the browser only; zustand's rehydrate is synchronous here.
        skipHydration: true,
      }),
    );
    if (typeof window === 'undefined') return store;
    void store.persist.rehydrate();
    syncAcrossTabs(store);
    return store;
  };
}
