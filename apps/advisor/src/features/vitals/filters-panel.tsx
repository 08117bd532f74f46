import { Checkbox, Field, Label, Select } from '@headlessui/react';
import { Check } from 'lucide-react';
import { type ClientCriteria, type LastContactDays } from '@traguardo/domain/client-criteria';
import {
  EMERGENCY_FUND_TARGET_MONTHS,
  INVESTMENT_FEE_TARGET,
  LAST_CONTACT_DAY_OPTIONS,
} from '@traguardo/domain/constants';
import { formatNumber, formatPercentOneDecimal } from '@traguardo/domain/format';
import { WholeNumberField } from './whole-number-field';

type FiltersPanelProps = {
  criteria: ClientCriteria;
  /** `replace` while typing, so that keystrokes do not fill the history. */
  onChange: (criteria: ClientCriteria, options?: { replace?: boolean }) => void;
};

const MAX_PERCENT = 100;
const ANY = '';

function set<K extends keyof ClientCriteria>(
  criteria: ClientCriteria,
  key: K,
  value: ClientCriteria[K] | undefined,
): ClientCriteria {
  // An undefined criterion is an absent one (the filter and the URL skip it).
  return { ...criteria, [key]: value === false ? undefined : value };
}

const checkboxClass =
  'group flex size-5 shrink-0 items-center justify-center rounded border border-slate-400 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-checked:border-brand-700 data-checked:bg-brand-700';

type CriterionCheckboxProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
};

/** A yes/no criterion: a Headless UI checkbox named by its visible label. */
function CriterionCheckbox({ checked, onChange, label }: CriterionCheckboxProps) {
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

/** The advisor's criteria; each change applies at once and goes into the URL. */
export function FiltersPanel({ criteria, onChange }: FiltersPanelProps) {
  const rangeMessage = 'Il minimo non può superare il massimo.';
  return (
    <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">Filtri</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <WholeNumberField
          label="Patrimonio netto da (€)"
          value={criteria.netWorthMin}
          invalidMessage="Inserisci un importo intero in euro, per esempio 250000."
          crossCheck={(min) =>
            criteria.netWorthMax !== undefined && min > criteria.netWorthMax
              ? rangeMessage
              : undefined
          }
          onCommit={(value) => onChange(set(criteria, 'netWorthMin', value), { replace: true })}
        />
        <WholeNumberField
          label="Patrimonio netto fino a (€)"
          value={criteria.netWorthMax}
          invalidMessage="Inserisci un importo intero in euro, per esempio 1000000."
          crossCheck={(max) =>
            criteria.netWorthMin !== undefined && max < criteria.netWorthMin
              ? rangeMessage
              : undefined
          }
          onCommit={(value) => onChange(set(criteria, 'netWorthMax', value), { replace: true })}
        />
        <CriterionCheckbox
          checked={criteria.emergencyFundBelowTarget === true}
          onChange={(checked) => onChange(set(criteria, 'emergencyFundBelowTarget', checked))}
          label={`Fondo emergenza sotto ${formatNumber(EMERGENCY_FUND_TARGET_MONTHS)} mesi`}
        />
        <CriterionCheckbox
          checked={criteria.feesAboveTarget === true}
          onChange={(checked) => onChange(set(criteria, 'feesAboveTarget', checked))}
          label={`Costi di investimento sopra lo ${formatPercentOneDecimal(INVESTMENT_FEE_TARGET)}`}
        />
        <WholeNumberField
          label="Gap assicurativo almeno (%)"
          value={criteria.insuranceGapAtLeast}
          max={MAX_PERCENT}
          invalidMessage="Inserisci una percentuale intera tra 0 e 100."
          onCommit={(value) =>
            onChange(set(criteria, 'insuranceGapAtLeast', value), { replace: true })
          }
        />
        <Field className="space-y-1">
          <Label className="block text-sm font-medium text-slate-800">Ultimo contatto</Label>
          <Select
            value={
              criteria.lastContactOlderThan === undefined
                ? ANY
                : String(criteria.lastContactOlderThan)
            }
            onChange={(event) =>
              onChange(
                set(
                  criteria,
                  'lastContactOlderThan',
                  LAST_CONTACT_DAY_OPTIONS.find(
                    (days) => String(days) === event.target.value,
                  ) satisfies LastContactDays | undefined,
                ),
              )
            }
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
          >
            <option value={ANY}>Qualsiasi data</option>
            {LAST_CONTACT_DAY_OPTIONS.map((days) => (
              <option key={days} value={String(days)}>
                Più di {formatNumber(days)} giorni fa
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </div>
  );
}
