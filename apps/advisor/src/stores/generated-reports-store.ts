import { type ClientBookName } from '@traguardo/client-book/books';
import { type RecentReport } from '@traguardo/domain/entities';
import { createPersistedStore } from '@traguardo/persistence/create-persisted-store';
import { bindStore } from '@traguardo/app-runtime/bind-store';
import { GENERATED_REPORTS_MAX, GENERATED_REPORTS_STORAGE, persistence } from './storage';

type GeneratedReportsState = {
  /**
   * Each book's reports generated on this device, newest first (in the demo the sample
   * list follows them); the demo's and the own book's never mix.
   */
  reports: Record<ClientBookName, RecentReport[]>;
  add: (book: ClientBookName, report: RecentReport) => void;
  /** `book` back to no generated reports (the demo reset: 'demo'). */
  reset: (book: ClientBookName) => void;
};

export const useGeneratedReportsStore = bindStore(
  createPersistedStore<GeneratedReportsState>()(
    GENERATED_REPORTS_STORAGE,
    (set) => ({
      reports: { demo: [], own: [] },
      add: (book, report) =>
        set((state) => ({
          reports: {
            ...state.reports,
            [book]: [report, ...state.reports[book]].slice(0, GENERATED_REPORTS_MAX),
          },
        })),
      reset: (book) => set((state) => ({ reports: { ...state.reports, [book]: [] } })),
    }),
    { ...persistence, partialize: ({ reports }) => ({ reports }) },
  ),
);
