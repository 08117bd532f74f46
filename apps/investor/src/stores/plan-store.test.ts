import { beforeEach, describe, expect, it } from 'vitest';
import { usePlanStore } from './plan-store';
import { PLAN_STORAGE } from './storage';

const initialState = usePlanStore.getState();

describe('plan store', () => {
  beforeEach(() => {
    usePlanStore.setState(initialState, true);
  });

  it('preselects the balanced plan', () => {
    expect(usePlanStore.getState().selectedPlanId).toBe('balanced');
  });

  it('selects another plan', () => {
    usePlanStore.getState().selectPlan('growth');
    expect(usePlanStore.getState().selectedPlanId).toBe('growth');
    expect(JSON.parse(localStorage.getItem(PLAN_STORAGE.name) ?? '{}')).toEqual({
      state: { selectedPlanId: 'growth' },
      version: PLAN_STORAGE.version,
    });
  });
});
