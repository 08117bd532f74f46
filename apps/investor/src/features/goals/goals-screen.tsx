import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { type GoalTemplate } from '@traguardo/domain/entities';
import { MESSAGES } from '@traguardo/domain/messages';
import { showSuccess } from '@traguardo/ui/toast';
import { ScreenHeader } from '@traguardo/ui/screen-header';

import { useGoalsStore } from '../../stores/goals-store';
import { GoalCard } from './goal-card';
import { GoalProgressChart, MonteCarloChart } from './goal-charts';
import { RecommendedInvestments } from './recommended-investments';
import { TemplatePicker } from './template-picker';
import { Button } from '@traguardo/ui/button';

export function GoalsScreen() {
  const goals = useGoalsStore((s) => s.goals);
  const addGoalFromTemplate = useGoalsStore((s) => s.addGoalFromTemplate);
  const [pickerOpen, setPickerOpen] = useState(false);
  const pickerId = useId();

  function choose(template: GoalTemplate) {
    const goal = addGoalFromTemplate(template);
    setPickerOpen(false);
    showSuccess(MESSAGES.goalAdded, `${goal.name} è tra i tuoi obiettivi.`);
  }

  return (
    <div className="space-y-4">
      <ScreenHeader
        title="Obiettivi"
        description="I traguardi per cui stai risparmiando"
        action={
          <Button
            aria-expanded={pickerOpen}
            aria-controls={pickerOpen ? pickerId : undefined}
            onClick={() => setPickerOpen((open) => !open)}
          >
            {pickerOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Plus aria-hidden="true" className="size-5" />
            )}
            Aggiungi obiettivo
          </Button>
        }
      />
      {pickerOpen && <TemplatePicker id={pickerId} onChoose={choose} />}
      <GoalProgressChart />
      <section aria-labelledby="obiettivi-elenco">
        <h2 id="obiettivi-elenco" className="mb-2 font-semibold text-slate-900">
          I tuoi obiettivi
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 [&>*]:min-w-0">
          {goals.map((goal) => (
            <li key={goal.id}>
              <GoalCard goal={goal} />
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <MonteCarloChart />
        <RecommendedInvestments />
      </div>
    </div>
  );
}
