import { CheckCircle2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
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

/**
 * Selectable cards (plans, report types): native radio buttons of one `name`, so the
 * browser gives the keyboard behaviour (Tab to the checked one, arrow keys move the choice)
 * and a click on the card chooses it, from the first paint of a prerendered page. Each
 * radio is named by the card's title and described by its description and extra line.
 * Nothing registers itself on mount (as Headless UI's RadioGroup did), so hydrating a
 * screen of cards commits once, with no second render.
 */
export function RadioCards({ label, options, value, onChange }: RadioCardsProps) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className="grid gap-3 sm:grid-cols-2">
      {options.map((option, index) => (
        <RadioCard
          key={option.value}
          name={name}
          id={`${name}-${index}`}
          option={option}
          checked={option.value === value}
          onChange={onChange}
        />
      ))}
    </div>
  );
}

type RadioCardProps = {
  name: string;
  /** Prefix of the ids the radio's name and description point at. */
  id: string;
  option: RadioCardOption;
  checked: boolean;
  onChange: (value: string) => void;
};

function RadioCard({ name, id, option, checked, onChange }: RadioCardProps) {
  const described = [
    option.description === undefined ? [] : [`${id}-description`],
    option.meta === undefined ? [] : [`${id}-meta`],
  ].flat();
  return (
    <label
      className={cx(
        'relative flex h-full cursor-pointer items-start gap-3 rounded-2xl border bg-white p-4 text-left shadow-sm transition-colors',
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700',
        checked
          ? 'border-brand-600 ring-2 ring-brand-600'
          : 'border-slate-200 hover:border-slate-300',
      )}
    >
      {/* Covers the card, unseen: the card is what shows the focus and the choice. */}
      <input
        type="radio"
        name={name}
        value={option.value}
        checked={checked}
        onChange={() => onChange(option.value)}
        aria-labelledby={`${id}-title`}
        aria-describedby={described.length > 0 ? described.join(' ') : undefined}
        className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
      />
      <span className="min-w-0 flex-1">
        <span id={`${id}-title`} className="block font-semibold text-slate-900">
          {option.title}
        </span>
        {option.description !== undefined && (
          <span id={`${id}-description`} className="mt-1 block text-sm text-slate-600">
            {option.description}
          </span>
        )}
        {option.meta !== undefined && (
          <span id={`${id}-meta`} className="mt-2 block text-xs font-medium text-brand-800">
            {option.meta}
          </span>
        )}
      </span>
      <CheckCircle2
        aria-hidden="true"
        className={cx('size-5 shrink-0', checked ? 'text-brand-700' : 'text-transparent')}
      />
    </label>
  );
}
