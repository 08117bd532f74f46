import { Button } from '@traguardo/ui/button';
import { type SettingsConflict, type SettingsValue } from '../../stores/settings-store';
import { SETTINGS_FIELD_LABELS } from './field-labels';

type SettingsConflictsProps = {
  conflicts: readonly SettingsConflict[];
  /** The advisor's choice for one field: keep what they typed, or take the other tab's. */
  onResolve: (conflict: SettingsConflict, keep: 'mine' | 'theirs') => void;
};

function shown(value: SettingsValue): string {
  if (typeof value === 'boolean') return value ? 'attivo' : 'disattivato';
  return value === '' ? '(vuoto)' : String(value);
}

/**
 * Fields both this form and another tab changed since the form was opened: each says so,
 * shows both values and waits for a choice; once every field is settled the form saves.
 */
export function SettingsConflicts({ conflicts, onResolve }: SettingsConflictsProps) {
  return (
    <div role="alert" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="font-medium text-slate-900">
        Alcune impostazioni sono state modificate in un&apos;altra scheda. Scegli quale valore
        tenere per ciascuna: poi le impostazioni vengono salvate.
      </p>
      <ul className="space-y-3">
        {conflicts.map((conflict) => {
          const label = SETTINGS_FIELD_LABELS[conflict.section][conflict.field] ?? conflict.field;
          return (
            <li key={`${conflict.section}.${conflict.field}`} className="space-y-1">
              <p className="text-sm text-slate-900">
                {`«${label}» è stato modificato in un'altra scheda: ora è «${shown(conflict.theirs)}», tu hai scritto «${shown(conflict.mine)}».`}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  onClick={() => onResolve(conflict, 'mine')}
                  aria-label={`${label}: mantieni il mio`}
                >
                  Mantieni il mio
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onResolve(conflict, 'theirs')}
                  aria-label={`${label}: usa quello dell'altra scheda`}
                >
                  Usa quello dell&apos;altra scheda
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
