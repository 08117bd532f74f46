// The simulator's inputs live in the address: a goal's "Simula" link fills them, and a
// reload shows the same simulation again.
import { type PlanId } from '@traguardo/domain/entities';
import { isPlanId } from '@traguardo/domain/plan-id';
import { type SimulatorFields } from '@traguardo/domain/simulator-form';

export const SIMULATOR_PATH = '/invest';
export const SIMULATOR_ANCHOR = 'simulatore';

const fieldParams: Record<keyof SimulatorFields, string> = {
  capital: 'capitale',
  monthly: 'versamento',
  years: 'anni',
  target: 'obiettivo',
};
const PLAN_PARAM = 'piano';
const REAL_PARAM = 'reali';
const AFTER_TAX_PARAM = 'netto';

export type SimulatorState = {
  fields: SimulatorFields;
  /** Absent: the plan selected on the page. */
  planId?: PlanId;
  realValues: boolean;
  afterTax: boolean;
};

/** The state written in `params`, each missing field taken from `defaults`. */
export function readSimulatorParams(
  params: URLSearchParams,
  defaults: SimulatorFields,
): SimulatorState {
  const fields = { ...defaults };
  for (const [name, param] of Object.entries(fieldParams) as [keyof SimulatorFields, string][]) {
    const value = params.get(param);
    if (value !== null) fields[name] = value;
  }
  const plan = params.get(PLAN_PARAM);
  return {
    fields,
    planId: isPlanId(plan) ? plan : undefined,
    realValues: params.get(REAL_PARAM) === '1',
    afterTax: params.get(AFTER_TAX_PARAM) === '1',
  };
}

/** The address parameters of a state; defaults (switches off, page plan) are left out. */
export function simulatorParams(state: SimulatorState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, param] of Object.entries(fieldParams) as [keyof SimulatorFields, string][]) {
    params.set(param, state.fields[name]);
  }
  if (state.planId !== undefined) params.set(PLAN_PARAM, state.planId);
  if (state.realValues) params.set(REAL_PARAM, '1');
  if (state.afterTax) params.set(AFTER_TAX_PARAM, '1');
  return params;
}
