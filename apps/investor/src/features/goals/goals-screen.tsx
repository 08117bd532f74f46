import { Plus, Target, X } from 'lucide-react';
import { useId, useState } from 'react';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { type GoalTemplate } from '@traguardo/domain/entities';
import { type LedgerGoal } from '@traguardo/domain/ledger-schemas';
import { MESSAGES } from '@traguardo/domain/messages';
import { addGoal } from '@traguardo/ledger/goal-commands';
import { LedgerError } from '@traguardo/ledger/ledger-error';
import { listAccounts, listGoals } from '@traguardo/ledger/reference-queries';
import { Button } from '@traguardo/ui/button';
import { EmptyState } from '@traguardo/ui/empty-state';
import { ScreenHeader } from '@traguardo/ui/screen-header';
import { showError, showSuccess } from '@traguardo/ui/toast';
import { LiveOnly } from '@traguardo/ui/live-only';
import { useLedger, useLedgerQuery } from '../../ledger/use-ledger';
import { GoalCard } from './goal-card';
import { GoalProgressChart, MonteCarloChart, OwnGoalsProgressChart } from './goal-charts';
import { GoalDeleteDialog } from './goal-delete-dialog';
import { GoalEditDialog } from './goal-edit-dialog';
import { RecommendedInvestments } from './recommended-investments';
import { TemplatePicker } from './template-picker';
import { templateGoalDraft } from './template-goal';

/**
 * The open profile's goals, from its ledger. The demo keeps the spec's screen (its sample
 * charts and the Monte Carlo analysis); the own profile charts its own goals instead.
 */
export function GoalsScreen() {
  const db = useLedger();
  const demo = db.profile === 'demo';
  const today = todayLocalDate();
  const goals = useLedgerQuery((ledger) => listGoals(ledger, today), [today]);
  const accounts = useLedgerQuery((ledger) => listAccounts(ledger, { includeArchived: true }), []);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [editing, setEditing] = useState<LedgerGoal>();
  const [deleting, setDeleting] = useState<LedgerGoal>();
  const pickerId = useId();

  async function choose(template: GoalTemplate) {
    setPickerOpen(false);
    try {
      const goal = await addGoal(db, templateGoalDraft(template, new Date()));
      showSuccess(MESSAGES.goalAdded, `${goal.name} è tra i tuoi obiettivi.`);
    } catch (error) {
      if (!(error instanceof LedgerError)) throw error;
      showError('Obiettivo non aggiunto', error.message);
    }
  }

  const accountName = (goal: LedgerGoal) =>
    goal.accountId === undefined
      ? undefined
      : accounts?.find((account) => account.id === goal.accountId)?.name;

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
      {pickerOpen && <TemplatePicker id={pickerId} onChoose={(t) => void choose(t)} />}
      {demo ? (
        <GoalProgressChart />
      ) : (
        goals !== undefined && goals.length > 0 && <OwnGoalsProgressChart goals={goals} />
      )}
      {/* Being read, the list holds a screen's height, so the cards below do not jump. */}
      <section
        aria-labelledby="obiettivi-elenco"
        aria-busy={goals === undefined}
        className={goals === undefined ? 'min-h-screen' : undefined}
      >
        <h2 id="obiettivi-elenco" className="mb-2 font-semibold text-slate-900">
          I tuoi obiettivi
        </h2>
        {goals?.length === 0 ? (
          <EmptyState
            icon={Target}
            title="Nessun obiettivo per ora"
            description="Tocca «Aggiungi obiettivo» e scegli un modello: potrai poi cambiarne nome, importo, data e contributo mensile."
          />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 [&>*]:min-w-0">
            {(goals ?? []).map((goal) => (
              <li key={goal.id}>
                <GoalCard
                  goal={goal}
                  today={today}
                  accountName={accountName(goal)}
                  onEdit={() => setEditing(goal)}
                  onDelete={() => setDeleting(goal)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        {demo && <MonteCarloChart />}
        <LiveOnly>
          <RecommendedInvestments />
        </LiveOnly>
      </div>
      {editing !== undefined && (
        <GoalEditDialog
          goal={editing}
          accounts={accounts ?? []}
          onClose={() => setEditing(undefined)}
        />
      )}
      {deleting !== undefined && (
        <GoalDeleteDialog goal={deleting} onClose={() => setDeleting(undefined)} />
      )}
    </div>
  );
}
