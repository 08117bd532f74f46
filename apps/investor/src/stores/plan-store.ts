import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { DEFAULT_PLAN_ID } from '@traguardo/domain/constants';
import { type PlanId } from '@traguardo/domain/entities';
import { persistOptions, syncAcrossTabs } from '@traguardo/ui/persisted-store';
import { PLAN_STORAGE } from './storage';

type PlanState = {
  selectedPlanId: PlanId;
  selectPlan: (id: PlanId) => void;
  /** Back to the preselected plan (the demo reset). */
  reset: () => void;
};

export const usePlanStore = create<PlanState>()(
  persist(
    (set) => ({
      selectedPlanId: DEFAULT_PLAN_ID,
      selectPlan: (id) => set({ selectedPlanId: id }),
      reset: () => set({ selectedPlanId: DEFAULT_PLAN_ID }),
    }),
    persistOptions({
      ...PLAN_STORAGE,
      partialize: (state) => ({ selectedPlanId: state.selectedPlanId }),
    }),
  ),
);

syncAcrossTabs(usePlanStore);
