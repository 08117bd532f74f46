import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { type RecentReport } from '@traguardo/domain/entities';
import { persistOptions, syncAcrossTabs } from '@traguardo/ui/persisted-store';
import { GENERATED_REPORTS_MAX, GENERATED_REPORTS_STORAGE } from './storage';

type GeneratedReportsState = {
  /** The reports generated on this device, newest first; the sample list follows them. */
  reports: RecentReport[];
  add: (report: RecentReport) => void;
  reset: () => void;
};

export const useGeneratedReportsStore = create<GeneratedReportsState>()(
  persist(
    (set) => ({
      reports: [],
      add: (report) =>
        set((state) => ({ reports: [report, ...state.reports].slice(0, GENERATED_REPORTS_MAX) })),
      reset: () => set({ reports: [] }),
    }),
    persistOptions({
      ...GENERATED_REPORTS_STORAGE,
      partialize: ({ reports }) => ({ reports }),
    }),
  ),
);

syncAcrossTabs(useGeneratedReportsStore);
