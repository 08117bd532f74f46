import { useId, useState } from 'react';
import {
  PENSION_ASSUMED_GOVERNMENT_BOND_SHARE_BP,
  PENSION_ASSUMED_INFLATION_BP,
  PENSION_DEFAULT_FIELDS,
  type PensionFieldName,
  type PensionFields,
  validatePensionFields,
} from '@traguardo/domain/pension-form';
import { comparePensionAndTfr } from '@traguardo/domain/pension-vs-tfr';
import { formatPercent } from '@traguardo/domain/format';
import { TextField } from '@traguardo/ui/text-field';
import { PensionResults } from './pension-results';

const fieldLabels: Record<PensionFieldName, { label: string; hint?: string; numeric?: boolean }> = {
  ral: { label: 'RAL (€ l’anno)', hint: 'Retribuzione annua lorda' },
  years: { label: 'Anni alla pensione', numeric: true },
  tfrShare: { label: 'Quota di TFR al fondo (%)', hint: 'Il resto rimane in azienda' },
  ownContribution: { label: 'Contributo proprio (€ l’anno)' },
  employerContribution: { label: 'Contributo del datore (€ l’anno)' },
  expectedReturn: { label: 'Rendimento atteso del fondo (% l’anno)', hint: 'Lordo' },
};

const fieldOrder: readonly PensionFieldName[] = [
  'ral',
  'years',
  'tfrShare',
  'ownContribution',
  'employerContribution',
  'expectedReturn',
];

/**
 * "Fondo pensione o TFR?": the form and, while every field is right, the comparison. Each
 * change is compared at once (a few dozen yearly steps).
 */
export function PensionTool({ firstYear }: { firstYear: number }) {
  const id = useId();
  const [fields, setFields] = useState<PensionFields>(PENSION_DEFAULT_FIELDS);
  const validation = validatePensionFields(fields, firstYear);
  const errors = validation.ok ? {} : validation.errors;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {`Confronta il TFR lasciato in azienda con un fondo pensione. Inflazione ipotizzata ${formatPercent(PENSION_ASSUMED_INFLATION_BP / 100)}, ${formatPercent(PENSION_ASSUMED_GOVERNMENT_BOND_SHARE_BP / 100)} del fondo in titoli di Stato.`}
      </p>
      <form
        aria-label="Dati del confronto"
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(event) => event.preventDefault()}
      >
        {fieldOrder.map((name) => (
          <TextField
            key={name}
            id={`${id}-${name}`}
            label={fieldLabels[name].label}
            hint={fieldLabels[name].hint}
            inputMode={fieldLabels[name].numeric === true ? 'numeric' : 'decimal'}
            autoComplete="off"
            value={fields[name]}
            error={errors[name]}
            onChange={(value) => setFields((current) => ({ ...current, [name]: value }))}
          />
        ))}
      </form>
      {validation.ok ? (
        <PensionResults
          comparison={comparePensionAndTfr(validation.input)}
          years={validation.input.yearsToRetirement}
        />
      ) : (
        <p className="text-sm text-slate-700">Correggi i campi indicati per vedere il confronto.</p>
      )}
    </div>
  );
}
