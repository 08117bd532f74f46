import { useId } from 'react';
import { cx } from './class-names';

type SwitchFieldProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: string;
};

/**
 * A visible label with an on/off switch: a native checkbox in the ARIA switch role, so
 * Space toggles it, a click on the label too, from the first paint of a prerendered page;
 * it registers nothing on mount (as Headless UI's Switch and Field did), so hydrating a
 * screen of switches commits once, with no second render.
 */
export function SwitchField({ label, checked, onChange, description }: SwitchFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <span className="min-w-0">
        <label htmlFor={id} className="block cursor-pointer text-sm font-medium text-slate-900">
          {label}
        </label>
        {description !== undefined && (
          <span id={descriptionId} className="block text-sm text-slate-600">
            {description}
          </span>
        )}
      </span>
      <span className="relative inline-flex h-6 w-11 shrink-0 items-center">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={description === undefined ? undefined : descriptionId}
          className={cx(
            'absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-full transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
            checked ? 'bg-brand-700' : 'bg-slate-400',
          )}
        />
        <span
          aria-hidden="true"
          className={cx(
            'pointer-events-none relative inline-block size-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </span>
    </div>
  );
}
