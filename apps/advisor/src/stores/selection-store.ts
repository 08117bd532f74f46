import { createPersistedStore } from '@traguardo/persistence/create-persisted-store';
import { bindStore } from '@traguardo/app-runtime/bind-store';
import { SELECTION_STORAGE, persistence } from './storage';

type SelectionState = {
  /**
   * The client the advisor last opened or picked for a report, an untrusted id; null for
   * none, stored as such so that clearing it reaches the other tabs too.
   */
  selectedClientId: string | null;
  select: (clientId: string | undefined) => void;
  reset: () => void;
};

export const useSelectionStore = bindStore(
  createPersistedStore<SelectionState>()(
    SELECTION_STORAGE,
    (set) => ({
      selectedClientId: null,
      select: (clientId) => set({ selectedClientId: clientId ?? null }),
      reset: () => set({ selectedClientId: null }),
    }),
    { ...persistence, partialize: ({ selectedClientId }) => ({ selectedClientId }) },
  ),
);
