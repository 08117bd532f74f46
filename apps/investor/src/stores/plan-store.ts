import { create } from 'zustand';
import { DEFAULT_PLAN_ID } from '@traguardo/domain/constants';
import { type PlanId } from '@traguardo/domain/entities';

type PlanState = {
  selectedPlanId: PlanId;
  selectPlan: (id: PlanId) => void;
};

export const usePlanStore = create<PlanState>()((set) => ({
  selectedPlanId: DEFAULT_PLAN_ID,
  selectPlan: (id) => set({ selectedPlanId: id }),
}));
