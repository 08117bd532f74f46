import { describe, expect, it } from 'vitest';
import { usePlanStore } from './plan-store';
import { PLAN_STORAGE } from './storage';
import { resetStoreBeforeEach } from '../testing/reset-store-before-each';
import { expectStored } from '../testing/stored-state';

describe('plan store', () => {
  resetStoreBeforeEach(usePlanStore.of('demo'));

  it('preselects the balanced plan', () => {
    expect(usePlanStore.getState().selectedPlanId).toBe('balanced');
  });

  it('selects another plan', () => {
    usePlanStore.getState().selectPlan('growth');
    expect(usePlanStore.getState().selectedPlanId).toBe('growth');
    expectStored(PLAN_STORAGE, { selectedPlanId: 'growth' });
  });
});
