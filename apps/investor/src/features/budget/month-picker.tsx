import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addMonths, isMonth, type Month } from '@traguardo/domain/ledger-month';
import { monthLongLabel } from '@traguardo/domain/month-labels';
import { type SetQueryState } from '@traguardo/ui/use-query-state';

type MonthPickerProps = { month: Month; onChange: SetQueryState<Month> };

const stepClassName =
  'flex size-10 items-center justify-center rounded-xl border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The month of Budget: a step back, a step on, or any month typed or picked. */
export function MonthPicker({ month, onChange }: MonthPickerProps) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      <button
        type="button"
        className={stepClassName}
        aria-label="Mese precedente"
        onClick={() => onChange((current) => addMonths(current, -1))}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <div className="space-y-1">
        <label htmlFor="budget-mese" className="block text-sm font-medium text-slate-800">
          Mese
        </label>
        <input
          id="budget-mese"
          type="month"
          value={month}
          onChange={(event) => {
            const next = event.target.value;
            if (isMonth(next)) onChange(() => next);
          }}
          className="rounded-xl border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:outline-2 focus:outline-brand-600"
        />
      </div>
      <button
        type="button"
        className={stepClassName}
        aria-label="Mese successivo"
        onClick={() => onChange((current) => addMonths(current, 1))}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
      <p className="pb-2 text-sm font-medium text-slate-700" aria-live="polite">
        {monthLongLabel(month)}
      </p>
    </div>
  );
}
