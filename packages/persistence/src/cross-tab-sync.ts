type Rehydratable = {
  persist: { rehydrate: () => Promise<void> | void; getOptions: () => { name?: string } };
};

/** Re-reads the store when another tab of the same app changes its stored value. */
export function syncAcrossTabs(store: Rehydratable): () => void {
  const name = store.persist.getOptions().name;
  const onStorage = (event: StorageEvent) => {
    if (event.key === name || event.key === null) void store.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
