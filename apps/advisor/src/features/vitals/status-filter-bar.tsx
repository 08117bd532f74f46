import { type Ref } from 'react';
import { statusFilters, type StatusFilter } from './status-filter';

type StatusFilterBarProps = {
  value: StatusFilter;
  counts: Record<StatusFilter, number>;
  onChange: (filter: StatusFilter) => void;
  ref?: Ref<HTMLDivElement>;
};

/** Four toggle buttons; the pressed one is exposed with aria-pressed, each with its count. */
export function StatusFilterBar({ value, counts, onChange, ref }: StatusFilterBarProps) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-label="Filtra clienti per stato"
      className="flex flex-wrap gap-2 outline-none"
    >
      {statusFilters.map((filter) => {
        const pressed = filter.value === value;
        return (
          <button
            key={filter.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(filter.value)}
            className={`inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
              pressed
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
            }`}
          >
            {filter.label}
            <span
              data-testid="filter-count"
              className={`min-w-6 rounded-full px-1.5 text-center text-xs leading-5 font-semibold ${
                pressed ? 'bg-white text-brand-800' : 'bg-slate-100 text-slate-800'
              }`}
            >
              {counts[filter.value]}
            </span>
          </button>
        );
      })}
    </div>
  );
}
