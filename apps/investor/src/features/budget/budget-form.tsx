import { type FormEvent, useState } from 'react';
import { type Month } from '@traguardo/domain/ledger-month';
import { formatCents } from '@traguardo/domain/ledger-money';
import { type LedgerCategory } from '@traguardo/domain/ledger-schemas';
import { budgetableCategories, readBudgetAmount } from '@traguardo/domain/month-budget';
import { monthLongLabel } from '@traguardo/domain/month-labels';
import { type BudgetLine } from '@traguardo/domain/ledger-cash-flow';
import { deleteBudget, setBudget } from '@traguardo/ledger/category-commands';
import { LedgerError } from '@traguardo/ledger/ledger-error';
import { Button } from '@traguardo/ui/button';
import { TextField } from '@traguardo/ui/text-field';
import { showError, showSuccess } from '@traguardo/ui/toast';
import { useLedger } from '../../ledger/use-ledger';

type BudgetFormProps = {
  month: Month;
  categories: readonly LedgerCategory[];
  budgets: readonly BudgetLine[];
  onDone: () => void;
};

/** Amounts typed in a field: what the budget is now, two decimals, no euro sign. */
function typed(cents: number): string {
  return formatCents(cents).replace(/\s*€$/, '');
}

/**
 * "Imposta budget": a monthly budget per category, typed the Italian way. Every field is read
 * first; with any field refused nothing is saved. An emptied field removes that budget.
 */
export function BudgetForm({ month, categories, budgets, onDone }: BudgetFormProps) {
  const db = useLedger();
  const shown = budgetableCategories(categories);
  const current = new Map(budgets.map((b) => [b.categoryId, b.budget]));
  // The budgets as the form opened with them: a save writes only the fields changed from
  // these, so that a budget another tab saved meanwhile, and left alone here, stays.
  const [opened] = useState(() => current);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      shown.map((c) => {
        const amount = opened.get(c.id);
        return [c.id, amount === undefined ? '' : typed(amount)];
      }),
    ),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const readings = shown.map((c) => ({
      id: c.id,
      reading: readBudgetAmount(values[c.id] ?? ''),
    }));
    const refused: Record<string, string> = {};
    for (const { id, reading } of readings) if (!reading.ok) refused[id] = reading.message;
    setErrors(refused);
    if (Object.keys(refused).length > 0) {
      const first = readings.find(({ reading }) => !reading.ok);
      if (first !== undefined) document.getElementById(`budget-${first.id}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await db.transaction('rw', [db.budgets, db.categories], async () => {
        for (const { id, reading } of readings) {
          if (!reading.ok) continue;
          const before = opened.get(id);
          if (reading.cents === null) {
            // Already gone if another tab removed it too.
            if (before !== undefined && current.has(id)) await deleteBudget(db, month, id);
          } else if (reading.cents !== before) {
            await setBudget(db, { categoryId: id, month, amount: reading.cents });
          }
        }
      });
      showSuccess('Budget salvato', `I budget di ${monthLongLabel(month)} sono aggiornati.`);
      onDone();
    } catch (error) {
      if (!(error instanceof LedgerError)) throw error;
      showError('Budget non salvato', error.message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      aria-labelledby="budget-form-titolo"
      noValidate
      onSubmit={(event) => void save(event)}
      className="space-y-3 rounded-2xl border border-slate-200 bg-slate-50 p-4"
    >
      <h3 id="budget-form-titolo" className="font-semibold text-slate-900">
        {`Budget di ${monthLongLabel(month)}`}
      </h3>
      <p className="text-sm text-slate-600">
        Un importo al mese per categoria, per esempio 250,00. Lascia vuoto per nessun budget.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {shown.map((category) => (
          <TextField
            key={category.id}
            id={`budget-${category.id}`}
            label={category.name}
            value={values[category.id] ?? ''}
            inputMode="decimal"
            autoComplete="off"
            {...(errors[category.id] === undefined ? {} : { error: errors[category.id] })}
            onChange={(value) => setValues((all) => ({ ...all, [category.id]: value }))}
          />
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={saving}>
          Salva
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Annulla
        </Button>
      </div>
    </form>
  );
}
