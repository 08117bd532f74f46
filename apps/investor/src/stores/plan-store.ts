import { DEFAULT_PLAN_ID } from '@traguardo/domain/constants';
import { type PlanId } from '@traguardo/domain/entities';
import { createPersistedStore } from '@traguardo/persistence/create-persisted-store';
import { bindStore } from '@traguardo/app-runtime/bind-store';
import { PLAN_STORAGE, persistence } from './storage';

type PlanState = {
  selectedPlanId: PlanId;
  selectPlan: (id: PlanId) => void;
  /** Back to the preselected plan (the demo reset). */
  reset: () => void;
};

export const usePlanStore = bindStore(
  createPersistedStore<PlanState>()(
    PLAN_STORAGE,
    (set) => ({
      selectedPlanId: DEFAULT_PLAN_ID,
      selectPlan: (id) => set({ selectedPlanId: id }),
      reset: () => set({ selectedPlanId: DEFAULT_PLAN_ID }),
    }),
    { ...persistence, partialize: (state) => ({ selectedPlanId: state.selectedPlanId }) },
  ),
);
