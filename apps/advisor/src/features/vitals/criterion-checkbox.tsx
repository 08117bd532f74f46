import { Checkbox, Field, Label } from '@headlessui/react';
import { Check } from 'lucide-react';
import { type ReactNode } from 'react';

const checkboxClass =
  'group flex size-5 shrink-0 items-center justify-center rounded border border-slate-400 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-checked:border-brand-700 data-checked:bg-brand-700';

type CriterionCheckboxProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
};

/** A yes/no criterion: a Headless UI checkbox named by its visible label. */
export function CriterionCheckbox({ checked, onChange, label }: CriterionCheckboxProps) {
  return (
    <Field className="flex items-center gap-2">
      <Checkbox checked={checked} onChange={onChange} className={checkboxClass}>
        <Check
          className="size-4 text-white opacity-0 group-data-checked:opacity-100"
          aria-hidden="true"
        />
      </Checkbox>
      <Label className="text-sm text-slate-800">{label}</Label>
    </Field>
  );
}
