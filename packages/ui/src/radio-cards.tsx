import { Description, Field, Label, Radio, RadioGroup } from '@headlessui/react';
import { CheckCircle2 } from 'lucide-react';
import { type ReactNode } from 'react';
import { cx } from './class-names';

export type RadioCardOption = {
  value: string;
  title: string;
  description?: string;
  /** A short extra line, e.g. '12-15 pagine' or a status badge. */
  meta?: ReactNode;
};

type RadioCardsProps = {
  /** Accessible name of the group, e.g. 'Piano di investimento'. */
  label: string;
  options: readonly RadioCardOption[];
  value: string;
  onChange: (value: string) => void;
};

/** Selectable cards (plans, report types); arrow keys move the choice (Headless UI). */
export function RadioCards({ label, options, value, onChange }: RadioCardsProps) {
  return (
    <RadioGroup
      value={value}
      onChange={onChange}
      aria-label={label}
      className="grid gap-3 sm:grid-cols-2"
    >
      {options.map((option) => (
        <Field key={option.value}>
          <Radio
            value={option.value}
            className={({ checked }) =>
              cx(
                'flex h-full cursor-pointer items-start gap-3 rounded-2xl border bg-white p-4 text-left shadow-sm transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                checked
                  ? 'border-brand-600 ring-2 ring-brand-600'
                  : 'border-slate-200 hover:border-slate-300',
              )
            }
          >
            {({ checked }) => (
              <>
                <span className="min-w-0 flex-1">
                  <Label className="block font-semibold text-slate-900">{option.title}</Label>
                  {option.description !== undefined && (
                    <Description className="mt-1 block text-sm text-slate-600">
                      {option.description}
                    </Description>
                  )}
                  {option.meta !== undefined && (
                    <span className="mt-2 block text-xs font-medium text-brand-800">
                      {option.meta}
                    </span>
                  )}
                </span>
                <CheckCircle2
                  aria-hidden="true"
                  className={cx('size-5 shrink-0', checked ? 'text-brand-700' : 'text-transparent')}
                />
              </>
            )}
          </Radio>
        </Field>
      ))}
    </RadioGroup>
  );
}
