import { type Goal } from '@traguardo/domain/entities';
import { goals as sampleGoals } from '@traguardo/sample-data/goals';
import { createPersistedStore } from '@traguardo/persistence/create-persisted-store';
import { GOALS_STORAGE, persistence } from './storage';

/**
 * The demo's goals as the version before the ledger kept them. Read only by the migration
 * (ledger-migration/), which moves what the user added into the demo ledger and removes the
 * key; through this store a damaged stored value is kept aside and reported, as before.
 */
export const useGoalsStore = createPersistedStore<{ goals: Goal[] }>()(
  GOALS_STORAGE,
  () => ({ goals: [...sampleGoals] }),
  { ...persistence, partialize: (state) => ({ goals: state.goals }) },
);
