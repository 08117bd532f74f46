import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistOptions, syncAcrossTabs } from '@traguardo/ui/persisted-store';
import { SELECTION_STORAGE } from './storage';

type SelectionState = {
  /**
   * The client the advisor last opened or picked for a report, an untrusted id; null for
   * none, stored as such so that clearing it reaches the other tabs too.
   */
  selectedClientId: string | null;
  select: (clientId: string | undefined) => void;
  reset: () => void;
};

export const useSelectionStore = create<SelectionState>()(
  persist(
    (set) => ({
      selectedClientId: null,
      select: (clientId) => set({ selectedClientId: clientId ?? null }),
      reset: () => set({ selectedClientId: null }),
    }),
    persistOptions({
      ...SELECTION_STORAGE,
      partialize: ({ selectedClientId }) => ({ selectedClientId }),
    }),
  ),
);

syncAcrossTabs(useSelectionStore);
