import { useId, useState } from 'react';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { accountsAGoalMayFollow } from '@traguardo/domain/goals';
import { type LedgerAccount, type LedgerGoal } from '@traguardo/domain/ledger-schemas';
import { type GoalDraft, updateGoal } from '@traguardo/ledger/goal-commands';
import { TextField } from '@traguardo/ui/text-field';
import { showSuccess } from '@traguardo/ui/toast';
import { FormDialog, type FormReading } from '../../components/form-dialog';
import { useLedger } from '../../ledger/use-ledger';
import { type GoalFormValues, goalFormValues, readGoalForm } from './goal-form';

type GoalEditDialogProps = {
  goal: LedgerGoal;
  /** Every account: it may follow the active ones that are no debt (and the one it follows). */
  accounts: readonly LedgerAccount[];
  onClose: () => void;
};

/** Name, target, date, monthly contribution and the account whose balance the goal follows. */
export function GoalEditDialog({ goal, accounts, onClose }: GoalEditDialogProps) {
  const db = useLedger();
  const id = useId();
  const [values, setValues] = useState<GoalFormValues>(() => goalFormValues(goal));

  const field = (name: keyof GoalFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  function read(): FormReading<Partial<GoalDraft>> {
    const reading = readGoalForm(values, goal, todayLocalDate());
    return reading.ok ? { ok: true, draft: reading.changes } : reading;
  }

  async function save(changes: Partial<GoalDraft>) {
    const saved = await updateGoal(db, goal.id, changes);
    showSuccess('Obiettivo aggiornato', `${saved.name}: modifiche salvate.`);
    onClose();
  }

  return (
    <FormDialog
      title="Modifica obiettivo"
      description={`Cambia i dati di «${goal.name}».`}
      read={read}
      onSave={save}
      onClose={onClose}
    >
      {(errors) => (
        <div className="max-h-[60vh] space-y-3 overflow-y-auto p-1">
          <TextField
            id={`${id}-nome`}
            initialFocus
            label="Nome"
            value={values.name}
            onChange={field('name')}
            error={errors.name}
          />
          <TextField
            id={`${id}-obiettivo`}
            label="Importo da raggiungere (€)"
            value={values.target}
            onChange={field('target')}
            inputMode="decimal"
            error={errors.target}
          />
          <TextField
            id={`${id}-data`}
            label="Data obiettivo"
            type="date"
            value={values.targetDate}
            onChange={field('targetDate')}
            error={errors.targetDate}
          />
          <TextField
            id={`${id}-contributo`}
            label="Contributo mensile (€)"
            value={values.monthlyContribution}
            onChange={field('monthlyContribution')}
            inputMode="decimal"
            error={errors.monthlyContribution}
          />
          <div className="space-y-1">
            <label htmlFor={`${id}-conto`} className="block text-sm font-medium text-slate-800">
              Segue il saldo del conto
            </label>
            <select
              id={`${id}-conto`}
              value={values.accountId}
              onChange={(event) => field('accountId')(event.target.value)}
              aria-invalid={errors.accountId === undefined ? undefined : true}
              aria-describedby={errors.accountId === undefined ? undefined : `${id}-conto-errore`}
              className="w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-slate-900 focus:outline-2 focus:outline-brand-600"
            >
              <option value="">Nessun conto: importo scritto a mano</option>
              {accountsAGoalMayFollow(accounts, goal.accountId).map((account) => (
                <option key={account.id} value={account.id}>
                  {account.bank === '' ? account.name : `${account.name} · ${account.bank}`}
                </option>
              ))}
            </select>
            {errors.accountId !== undefined && (
              <p id={`${id}-conto-errore`} className="text-sm text-red-700">
                {errors.accountId}
              </p>
            )}
          </div>
          {values.accountId === '' && (
            <TextField
              id={`${id}-attuale`}
              label="Già messo da parte (€)"
              value={values.current}
              onChange={field('current')}
              inputMode="decimal"
              error={errors.current}
            />
          )}
        </div>
      )}
    </FormDialog>
  );
}
