import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addMonths, isMonth, type Month } from '@traguardo/domain/ledger-month';
import { monthLongLabel } from '@traguardo/domain/month-labels';
import { type SetQueryState } from '@traguardo/ui/use-query-state';

type MonthPickerProps = {
  /**
   * Undefined until the page is live (the month is today's or the address's, known in the
   * browser): the steps disabled, the field's and the name's places empty, so the picker is
   * laid out in the route's HTML as once live (it wraps alike on a phone).
   */
  month: Month | undefined;
  onChange: SetQueryState<Month>;
};

// Laid out from the top, the label's height above the steps (text-sm's 1.25rem line and
// space-y-1's 0.25rem), every control 2.5rem tall: each part sits where it stays while the
// parts after it are still being read (a browser may paint a half-read page).
const stepClassName =
  'mt-6 flex size-10 items-center justify-center rounded-xl border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

const fieldClassName = 'h-10 w-full rounded-xl border border-slate-300 bg-white';

/** The month of Budget: a step back, a step on, or any month typed or picked. */
export function MonthPicker({ month, onChange }: MonthPickerProps) {
  return (
    <div className="flex flex-wrap items-start gap-2">
      <button
        type="button"
        className={stepClassName}
        aria-label="Mese precedente"
        disabled={month === undefined}
        onClick={() => onChange((current) => addMonths(current, -1))}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <div className="w-56 space-y-1">
        <label htmlFor="budget-mese" className="block text-sm font-medium text-slate-800">
          Mese
        </label>
        {month === undefined ? (
          // The field's place: an empty date field would fill itself in once given a value,
          // moving its own text.
          <div aria-hidden="true" className={fieldClassName} />
        ) : (
          <input
            id="budget-mese"
            type="month"
            value={month}
            onChange={(event) => {
              const next = event.target.value;
              if (isMonth(next)) onChange(() => next);
            }}
            className={`${fieldClassName} px-3 py-2 text-slate-900 focus:outline-2 focus:outline-brand-600`}
          />
        )}
      </div>
      <button
        type="button"
        className={stepClassName}
        aria-label="Mese successivo"
        disabled={month === undefined}
        onClick={() => onChange((current) => addMonths(current, 1))}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
      {/* The field and the month's name as wide as the longest month's, whatever the month:
          the picker is laid out (and wraps on a phone) the same before the month is known. */}
      <p className="w-36 self-end pb-2.5 text-sm font-medium text-slate-700" aria-live="polite">
        {month === undefined ? '\u00a0' : monthLongLabel(month)}
      </p>
    </div>
  );
}
