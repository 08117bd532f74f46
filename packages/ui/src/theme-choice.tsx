import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import {
  THEME_CHOICE_LABEL,
  THEME_LABELS,
  THEME_PREFERENCES,
  type ThemePreference,
} from '@traguardo/domain/theme';
import { cx } from './class-names';
import { useThemePreference } from './use-theme-preference';

const icons: Record<ThemePreference, LucideIcon> = { system: Monitor, light: Sun, dark: Moon };

type ThemeChoiceProps = {
  /** Defaults to the device's saved choice; stories and tests pass their own. */
  value?: ThemePreference;
  onChange?: (preference: ThemePreference) => void;
};

/**
 * Sistema / Chiaro / Scuro: saved on the device and applied at once. Native radio buttons
 * of one `name` (arrow keys move the choice), in a group named by its visible heading, Tema;
 * nothing registers itself on mount, so hydrating the screen commits once.
 */
export function ThemeChoice({ value, onChange }: ThemeChoiceProps) {
  const [saved, save] = useThemePreference();
  const current = value ?? saved;
  const choose = onChange ?? save;
  const id = useId();
  const headingId = `${id}-heading`;

  return (
    <div>
      <p id={headingId} className="text-sm font-medium text-slate-900">
        {THEME_CHOICE_LABEL}
      </p>
      <div role="radiogroup" aria-labelledby={headingId} className="mt-2 grid grid-cols-3 gap-2">
        {THEME_PREFERENCES.map((preference) => {
          const Icon = icons[preference];
          const checked = preference === current;
          return (
            <label
              key={preference}
              className={cx(
                'relative flex cursor-pointer flex-col items-center gap-1 rounded-xl border px-3 py-2 text-sm font-medium transition-colors',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700',
                checked
                  ? 'border-brand-700 bg-brand-50 text-brand-800 ring-1 ring-brand-700'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
              )}
            >
              {/* Covers the choice, unseen: the box shows the focus and the choice. */}
              <input
                type="radio"
                name={id}
                value={preference}
                checked={checked}
                onChange={() => choose(preference)}
                className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
              />
              <Icon aria-hidden="true" className="size-5" />
              {THEME_LABELS[preference]}
            </label>
          );
        })}
      </div>
    </div>
  );
}
