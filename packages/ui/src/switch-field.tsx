import { Description, Field, Label, Switch } from '@headlessui/react';
import { cx } from './class-names';

type SwitchFieldProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: string;
};

/** A visible label with an on/off switch; Space toggles it (Headless UI). */
export function SwitchField({ label, checked, onChange, description }: SwitchFieldProps) {
  return (
    <Field className="flex items-center justify-between gap-4 py-3">
      <span className="min-w-0">
        <Label className="block text-sm font-medium text-slate-900">{label}</Label>
        {description !== undefined && (
          <Description className="block text-sm text-slate-600">{description}</Description>
        )}
      </span>
      <Switch
        checked={checked}
        onChange={onChange}
        className={cx(
          'group relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
          checked ? 'bg-brand-700' : 'bg-slate-400',
        )}
      >
        <span
          aria-hidden="true"
          className={cx(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </Switch>
    </Field>
  );
}
