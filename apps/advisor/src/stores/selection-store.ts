import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistOptions, syncAcrossTabs } from '@traguardo/ui/persisted-store';
import { SELECTION_STORAGE } from './storage';

type SelectionState = {
  /** The client the advisor last opened or picked for a report; an untrusted id. */
  selectedClientId: string | undefined;
  select: (clientId: string | undefined) => void;
  reset: () => void;
};

export const useSelectionStore = create<SelectionState>()(
  persist(
    (set) => ({
      selectedClientId: undefined,
      select: (clientId) => set({ selectedClientId: clientId }),
      reset: () => set({ selectedClientId: undefined }),
    }),
    persistOptions({
      ...SELECTION_STORAGE,
      partialize: ({ selectedClientId }) =>
        selectedClientId === undefined ? {} : { selectedClientId },
    }),
  ),
);

syncAcrossTabs(useSelectionStore);
