import { DEFAULT_PLAN_ID } from '@traguardo/domain/constants';
import { type PlanId } from '@traguardo/domain/entities';
import { createPersistedStore } from '@traguardo/persistence/create-persisted-store';
import { bindProfileStores } from './profile-stores';
import { PROFILE_STORAGE_DECLARATIONS, persistence } from './storage';

type PlanState = {
  selectedPlanId: PlanId;
  selectPlan: (id: PlanId) => void;
  /** Back to the preselected plan (the demo reset). */
  reset: () => void;
};

/** The plan chosen on Investi, one per profile. */
export const usePlanStore = bindProfileStores((profile) =>
  createPersistedStore<PlanState>()(
    PROFILE_STORAGE_DECLARATIONS.plan[profile],
    (set) => ({
      selectedPlanId: DEFAULT_PLAN_ID,
      selectPlan: (id) => set({ selectedPlanId: id }),
      reset: () => set({ selectedPlanId: DEFAULT_PLAN_ID }),
    }),
    { ...persistence, partialize: (state) => ({ selectedPlanId: state.selectedPlanId }) },
  ),
);
