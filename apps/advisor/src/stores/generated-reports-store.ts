import { type RecentReport } from '@traguardo/domain/entities';
import { createPersistedStore } from '@traguardo/persistence/create-persisted-store';
import { bindStore } from '@traguardo/app-runtime/bind-store';
import { GENERATED_REPORTS_MAX, GENERATED_REPORTS_STORAGE, persistence } from './storage';

type GeneratedReportsState = {
  /** The reports generated on this device, newest first; the sample list follows them. */
  reports: RecentReport[];
  add: (report: RecentReport) => void;
  reset: () => void;
};

export const useGeneratedReportsStore = bindStore(
  createPersistedStore<GeneratedReportsState>()(
    GENERATED_REPORTS_STORAGE,
    (set) => ({
      reports: [],
      add: (report) =>
        set((state) => ({ reports: [report, ...state.reports].slice(0, GENERATED_REPORTS_MAX) })),
      reset: () => set({ reports: [] }),
    }),
    { ...persistence, partialize: ({ reports }) => ({ reports }) },
  ),
);
