import { type PlanId } from './entities';

const PLAN_IDS: readonly string[] = ['conservative', 'balanced', 'growth'] satisfies PlanId[];

/** RadioCards hands back a string; only a known plan id may reach the store. */
export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && PLAN_IDS.includes(value);
}
