import { MESSAGES, planSelectedBody } from '@traguardo/domain/messages';
import { isPlanId } from '@traguardo/domain/plan-id';
import { investmentPlans } from '@traguardo/sample-data/plans';
import { usePageLive } from '@traguardo/app-runtime/page-live';
import { SectionCard } from '@traguardo/ui/card';
import { FixedFigure } from '@traguardo/ui/fixed-figure';
import { RadioCards } from '@traguardo/ui/radio-cards';
import { showSuccess } from '@traguardo/ui/toast';

import { usePlanStore } from '../../stores/plan-store';
import { planSummary } from './plan-summary';
import { Button } from '@traguardo/ui/button';

export function PlanPicker() {
  const selectedPlanId = usePlanStore((s) => s.selectedPlanId);
  const selectPlan = usePlanStore((s) => s.selectPlan);
  const selected = investmentPlans.find((p) => p.id === selectedPlanId);
  // The plan chosen on this device is known once the page is live: none is checked before.
  const live = usePageLive();

  return (
    <SectionCard title="Scegli il tuo piano" contentClassName="space-y-4">
      <RadioCards
        label="Piani di investimento"
        value={live ? selectedPlanId : ''}
        onChange={(value) => {
          if (isPlanId(value)) selectPlan(value);
        }}
        options={investmentPlans.map((plan) => ({
          value: plan.id,
          title: plan.name,
          description: plan.description,
          meta: <FixedFigure>{planSummary(plan)}</FixedFigure>,
        }))}
      />
      <Button
        onClick={() => {
          if (selected !== undefined)
            showSuccess(MESSAGES.planSelected, planSelectedBody(selected.name));
        }}
        size="lg"
        className="w-full sm:w-auto"
      >
        Inizia a investire
      </Button>
    </SectionCard>
  );
}
