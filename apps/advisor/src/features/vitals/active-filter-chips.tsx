import { X } from 'lucide-react';
import { type ClientCriteria } from '@traguardo/domain/client-criteria';
import { criteriaChips, type CriterionKey } from './criteria-chips';

type ActiveFilterChipsProps = {
  criteria: ClientCriteria;
  onRemove: (key: CriterionKey) => void;
  onClear: () => void;
  /** A typed filter has an error (and no chip): 'Azzera filtri' still clears it. */
  typedErrors: boolean;
};

/** The active criteria as removable chips, and 'Azzera filtri'; nothing when none is set. */
export function ActiveFilterChips({
  criteria,
  onRemove,
  onClear,
  typedErrors,
}: ActiveFilterChipsProps) {
  const chips = criteriaChips(criteria);
  if (chips.length === 0 && !typedErrors) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {chips.length === 0 ? null : (
        <ul aria-label="Filtri attivi" className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip.key}>
              <button
                type="button"
                aria-label={`Rimuovi filtro: ${chip.label}`}
                onClick={() => onRemove(chip.key)}
                className="inline-flex items-center gap-1 rounded-full border border-brand-700 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {chip.label}
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        onClick={onClear}
        className="rounded-lg px-2 py-1 text-sm font-medium text-brand-800 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Azzera filtri
      </button>
    </div>
  );
}
