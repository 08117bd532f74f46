import { useCallback, useEffect, useRef, useState } from 'react';
import { Field, Label, Select } from '@headlessui/react';
import { useLocation } from 'react-router-dom';
import { type ClientCriteria, type LastContactDays } from '@traguardo/domain/client-criteria';
import {
  EMERGENCY_FUND_TARGET_MONTHS,
  INVESTMENT_FEE_TARGET,
  LAST_CONTACT_DAY_OPTIONS,
} from '@traguardo/domain/constants';
import { formatNumber, formatPercentOneDecimal } from '@traguardo/domain/format';
import {
  followsVitalsFilterTexts,
  readVitalsFilterTexts,
  vitalsFilterText,
  vitalsFilterTextSets,
  withVitalsFilterTexts,
  type VitalsFilterField,
  type VitalsFilterTexts,
} from '@traguardo/domain/vitals-filter-input';
import { useDraftText, type DraftText } from '@traguardo/ui/use-draft-text';
import { FixedFigure } from '@traguardo/ui/fixed-figure';
import { CriterionCheckbox } from './criterion-checkbox';
import { WholeNumberField } from './whole-number-field';

type CriteriaChange = (criteria: ClientCriteria) => ClientCriteria;

type FiltersPanelProps = {
  criteria: ClientCriteria;
  /** A change to the latest criteria; `replace` while typing, so keystrokes do not fill the history. */
  onChange: (change: CriteriaChange, options?: { replace?: boolean }) => void;
  /** Whether a typed criterion has an error, and so is not applied. */
  onErrorsChange: (hasErrors: boolean) => void;
};

const ANY = '';

function isVitalsFilterField(key: string): key is VitalsFilterField {
  return key === 'netWorthMin' || key === 'netWorthMax' || key === 'insuranceGapAtLeast';
}

function set<K extends keyof ClientCriteria>(
  key: K,
  value: ClientCriteria[K] | undefined,
): CriteriaChange {
  // An undefined criterion is an absent one (the filter and the URL skip it).
  return (criteria) => ({ ...criteria, [key]: value === false ? undefined : value });
}

/**
 * The advisor's criteria, in the URL. A checkbox or the date applies at once; a typed
 * criterion keeps its text as typed and applies once typing pauses (or the field is left),
 * unless it has an error, said under the field.
 */
export function FiltersPanel({ criteria, onChange, onErrorsChange }: FiltersPanelProps) {
  const typed = useRef<VitalsFilterTexts | null>(null);
  const commit = useCallback(
    (changed: Partial<VitalsFilterTexts>) => {
      const texts = typed.current;
      if (texts === null) return;
      onChange((current) => withVitalsFilterTexts({ ...texts, ...changed }, current), {
        replace: true,
      });
    },
    [onChange],
  );
  // The fields with an error at the last render. Their criterion is off because of the
  // error: that "off" reaching the field (from the address) leaves the text being corrected.
  const [erroneous, setErroneous] = useState<readonly VitalsFilterField[]>([]);
  const { key: revision } = useLocation();
  const field = (key: VitalsFilterField) => ({
    value: criteria[key],
    revision,
    toText: vitalsFilterText,
    sameValue: (text: string, value: number | undefined) =>
      vitalsFilterTextSets(text, value) || (value === undefined && erroneous.includes(key)),
    onCommit: (text: string) => commit({ [key]: text }),
  });
  const min = useDraftText(field('netWorthMin'));
  const max = useDraftText(field('netWorthMax'));
  const gap = useDraftText(field('insuranceGapAtLeast'));
  const texts: VitalsFilterTexts = {
    netWorthMin: min.text,
    netWorthMax: max.text,
    insuranceGapAtLeast: gap.text,
  };
  useEffect(() => {
    typed.current = texts;
  });
  // Messages judge the texts as they were when typing paused, not every keystroke ('1.').
  const { errors } = readVitalsFilterTexts(
    { netWorthMin: min.settled, netWorthMax: max.settled, insuranceGapAtLeast: gap.settled },
    criteria,
  );
  const shownError = (draft: DraftText, key: VitalsFilterField) =>
    draft.text === draft.settled ? errors[key] : undefined;
  const errorFields = Object.keys(errors).filter(isVitalsFilterField);
  if (errorFields.join() !== erroneous.join()) setErroneous(errorFields);

  const hasErrors = errorFields.length > 0;
  useEffect(() => onErrorsChange(hasErrors), [hasErrors, onErrorsChange]);
  useEffect(() => () => onErrorsChange(false), [onErrorsChange]);

  // A text left in a field that the list does not follow yet (its range became valid when
  // the other end's chip was removed) applies once nobody is typing.
  const typing = min.focused || max.focused || gap.focused;
  const follows = followsVitalsFilterTexts(texts, criteria);
  useEffect(() => {
    if (!typing && !follows) commit({});
  });

  return (
    <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">Filtri</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <WholeNumberField
          label="Patrimonio netto da (€)"
          draft={min}
          error={shownError(min, 'netWorthMin')}
        />
        <WholeNumberField
          label="Patrimonio netto fino a (€)"
          draft={max}
          error={shownError(max, 'netWorthMax')}
        />
        <CriterionCheckbox
          checked={criteria.emergencyFundBelowTarget === true}
          onChange={(checked) => onChange(set('emergencyFundBelowTarget', checked))}
          label={
            <>
              Fondo emergenza sotto{' '}
              <FixedFigure>{formatNumber(EMERGENCY_FUND_TARGET_MONTHS)}</FixedFigure> mesi
            </>
          }
        />
        <CriterionCheckbox
          checked={criteria.feesAboveTarget === true}
          onChange={(checked) => onChange(set('feesAboveTarget', checked))}
          label={
            <>
              Costi di investimento sopra lo{' '}
              <FixedFigure>{formatPercentOneDecimal(INVESTMENT_FEE_TARGET)}</FixedFigure>
            </>
          }
        />
        <WholeNumberField
          label="Gap assicurativo almeno (%)"
          draft={gap}
          error={shownError(gap, 'insuranceGapAtLeast')}
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
