import { describe, expect, it } from 'vitest';
import { investmentPlans } from '@traguardo/sample-data/plans';
import { planSummary } from './plan-summary';

function plan(id: string) {
  const found = investmentPlans.find((p) => p.id === id);
  if (found === undefined) throw new Error(`manca ${id}`);
  return found;
}

describe('planSummary', () => {
  it.each([
    [
      'conservative',
      'Rischio Basso · Rendimento atteso 4,5% · Azioni 30% · Obbligazioni 60% · Liquidità 10%',
    ],
    [
      'balanced',
      'Rischio Moderato · Rendimento atteso 7,2% · Azioni 60% · Obbligazioni 30% · Liquidità 10%',
    ],
    [
      'growth',
      'Rischio Alto · Rendimento atteso 9,8% · Azioni 80% · Obbligazioni 15% · Liquidità 5%',
    ],
  ])('describes the %s plan with the figures of spec §9', (id, text) => {
    expect(planSummary(plan(id))).toBe(text);
  });
});
