import { MESSAGES, planSelectedBody } from '@traguardo/domain/messages';
import { isPlanId } from '@traguardo/domain/plan-id';
import { investmentPlans } from '@traguardo/sample-data/plans';
import { Card, CardContent, CardHeader, CardTitle } from '@traguardo/ui/card';
import { RadioCards } from '@traguardo/ui/radio-cards';
import { showSuccess } from '@traguardo/ui/toast';

import { usePlanStore } from '../../stores/plan-store';
import { planSummary } from './plan-summary';

export function PlanPicker() {
  const selectedPlanId = usePlanStore((s) => s.selectedPlanId);
  const selectPlan = usePlanStore((s) => s.selectPlan);
  const selected = investmentPlans.find((p) => p.id === selectedPlanId);

  return (
    <Card as="section" aria-labelledby="plan-picker-1">
      <CardHeader>
        <CardTitle>
          <span id="plan-picker-1">Scegli il tuo piano</span>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <RadioCards
          label="Piani di investimento"
          value={selectedPlanId}
          onChange={(value) => {
            if (isPlanId(value)) selectPlan(value);
          }}
          options={investmentPlans.map((plan) => ({
            value: plan.id,
            title: plan.name,
            description: plan.description,
            meta: planSummary(plan),
          }))}
        />
        <button
          type="button"
          onClick={() => {
            if (selected !== undefined)
              showSuccess(MESSAGES.planSelected, planSelectedBody(selected.name));
          }}
          className="w-full rounded-xl bg-brand-700 px-4 py-3 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:w-auto"
        >
          Inizia a investire
        </button>
      </CardContent>
    </Card>
  );
}
