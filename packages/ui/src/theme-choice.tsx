import { Field, Label, Radio, RadioGroup } from '@headlessui/react';
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import {
  THEME_CHOICE_LABEL,
  THEME_LABELS,
  THEME_PREFERENCES,
  type ThemePreference,
} from '@traguardo/domain/theme';
import { cx } from './class-names';
import { useThemePreference } from './theme-preference';

const icons: Record<ThemePreference, LucideIcon> = { system: Monitor, light: Sun, dark: Moon };

type ThemeChoiceProps = {
  /** Defaults to the device's saved choice; stories and tests pass their own. */
  value?: ThemePreference;
  onChange?: (preference: ThemePreference) => void;
};

/**
 * Sistema / Chiaro / Scuro: saved on the device and applied at once. Arrow keys move the
 * choice (Headless UI radio group), named Tema like its visible heading.
 */
export function ThemeChoice({ value, onChange }: ThemeChoiceProps) {
  const [saved, save] = useThemePreference();
  const current = value ?? saved;
  const choose = onChange ?? save;

  return (
    <div>
      {/* Headless UI names the group from its own labels; the visible word is repeated as
          aria-label, so it is hidden here to be read once. */}
      <p aria-hidden="true" className="text-sm font-medium text-slate-900">
        {THEME_CHOICE_LABEL}
      </p>
      <RadioGroup
        value={current}
        onChange={choose}
        aria-label={THEME_CHOICE_LABEL}
        className="mt-2 grid grid-cols-3 gap-2"
      >
        {THEME_PREFERENCES.map((preference) => {
          const Icon = icons[preference];
          return (
            <Field key={preference}>
              <Radio
                value={preference}
                className={({ checked }) =>
                  cx(
                    'flex cursor-pointer flex-col items-center gap-1 rounded-xl border px-3 py-2 text-sm font-medium transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                    checked
                      ? 'border-brand-700 bg-brand-50 text-brand-800 ring-1 ring-brand-700'
                      : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-5" />
                <Label className="cursor-pointer">{THEME_LABELS[preference]}</Label>
              </Radio>
            </Field>
          );
        })}
      </RadioGroup>
    </div>
  );
}
