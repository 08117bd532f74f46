import { memo, useEffect, useId, useRef, useState } from 'react';
import { formatPercent } from '@traguardo/domain/format';
import { type BudgetLine } from '@traguardo/domain/ledger-cash-flow';
import { type Month } from '@traguardo/domain/ledger-month';
import { formatCents } from '@traguardo/domain/ledger-money';
import { type LedgerCategory } from '@traguardo/domain/ledger-schemas';
import { type CategoryBar } from '@traguardo/domain/month-budget';
import { Button } from '@traguardo/ui/button';
import { SectionCard } from '@traguardo/ui/card';
import { ProgressBar } from '@traguardo/ui/progress-bar';
import { ProgressRowsSpace } from '@traguardo/ui/progress-rows-space';
import { BudgetForm } from './budget-form';

/** What the card shows of a month once it is read. */
export type CategoryBudgetFigures = {
  month: Month;
  bars: readonly CategoryBar[];
  budgets: readonly BudgetLine[];
  categories: readonly LedgerCategory[];
};

/**
 * Rows kept while the month is read: as many as the demo's month has (the spec's sample
 * movements, the first visit's view; budget-screen.test.tsx counts them), so its card fills
 * in place. Another month's card ends higher or lower once read, which moves only what is
 * below it.
 */
const ROWS_WHILE_READING = 7;

export const CategoryBudgets = memo(function CategoryBudgets({
  figures,
}: {
  /** Undefined while the month is read: rows' places, empty, and the button not yet usable. */
  figures: CategoryBudgetFigures | undefined;
}) {
  const [editing, setEditing] = useState(false);
  const openerId = useId();
  const formArea = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(editing);
  // Opening the form puts the caret in its first field, so typing lands there; closing it
  // gives focus back to "Imposta budget" (the form and its buttons are gone).
  useEffect(() => {
    if (editing === wasEditing.current) return;
    wasEditing.current = editing;
    if (editing) formArea.current?.querySelector('input')?.focus();
    else document.getElementById(openerId)?.focus();
  }, [editing, openerId]);
  const name = (id: string) => figures?.categories.find((c) => c.id === id)?.name ?? id;
  return (
    <SectionCard
      title="Budget per categoria"
      contentClassName="space-y-4"
      aside={
        editing ? undefined : (
          <Button
            id={openerId}
            variant="outline"
            size="sm"
            disabled={figures === undefined}
            onClick={() => setEditing(true)}
          >
            Imposta budget
          </Button>
        )
      }
    >
      {editing && figures !== undefined && (
        <div ref={formArea}>
          <BudgetForm
            key={figures.month}
            month={figures.month}
            categories={figures.categories}
            budgets={figures.budgets}
            onDone={() => setEditing(false)}
          />
        </div>
      )}
      {figures === undefined ? (
        <ProgressRowsSpace
          rows={ROWS_WHILE_READING}
          listClassName="space-y-3"
          rowClassName="space-y-1"
        />
      ) : figures.bars.length === 0 ? (
        <p className="text-sm text-slate-600">
          Nessun budget né spesa in questo mese: con “Imposta budget” fissi quanto spendere per ogni
          categoria.
        </p>
      ) : (
        <ul className="space-y-3">
          {figures.bars.map((bar) => (
            <li key={bar.categoryId} className="space-y-1">
              <p className="flex justify-between gap-2 text-sm">
                <span className="font-medium text-slate-900">{name(bar.categoryId)}</span>
                <span className="text-slate-700 tabular-nums">
                  {bar.percent === null
                    ? formatCents(bar.spent)
                    : `${formatCents(bar.spent)} · ${formatPercent(bar.percent)}`}
                </span>
              </p>
              {bar.percent === null || bar.budget === null ? (
                <p className="text-xs text-slate-600">Nessun budget per questa categoria</p>
              ) : (
                <>
                  <ProgressBar
                    value={bar.percent}
                    color={bar.over ? 'red' : 'green'}
                    label={`Budget ${name(bar.categoryId)}`}
                  />
                  <p className="text-xs text-slate-600">{`Budget ${formatCents(bar.budget)}`}</p>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
});
