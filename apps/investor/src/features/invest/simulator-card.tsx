import { Calculator } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { type PlanId } from '@traguardo/domain/entities';
import { isPlanId } from '@traguardo/domain/plan-id';
import {
  simulationInput,
  validateSimulatorFields,
  type SimulatorFieldName,
  type SimulatorFields,
} from '@traguardo/domain/simulator-form';
import { investmentPlans } from '@traguardo/sample-data/plans';
import { SectionCard } from '@traguardo/ui/card';
import { SwitchField } from '@traguardo/ui/switch-field';
import { SIMULATOR_ANCHOR } from '../../simulation/simulator-url';
import { useSimulation } from '../../simulation/use-simulation';
import { usePlanStore } from '../../stores/plan-store';
import { SimulatorAssumptions } from './simulator-assumptions';
import { SimulatorField } from './simulator-field';
import { SimulatorResults } from './simulator-results';
import { useSimulatorState } from './use-simulator-state';

const fieldLabels: Record<SimulatorFieldName, { label: string; hint?: string }> = {
  capital: { label: 'Capitale iniziale (€)' },
  monthly: { label: 'Versamento mensile (€)' },
  years: { label: 'Orizzonte (anni)' },
  target: { label: 'Obiettivo (€)', hint: 'Facoltativo: la probabilità di raggiungerlo' },
};

const fieldOrder: readonly SimulatorFieldName[] = ['capital', 'monthly', 'years', 'target'];

export function SimulatorCard() {
  const id = useId();
  const { hash } = useLocation();
  const [state, setState] = useSimulatorState();
  const selectedPlanId = usePlanStore((s) => s.selectedPlanId);
  const planId: PlanId = state.planId ?? selectedPlanId;
  const validation = validateSimulatorFields(state.fields);
  const switches = { realValues: state.realValues, afterTax: state.afterTax };
  // The texts as shown, ahead of the address: a keystroke that makes a valid plan is
  // simulated at once; while a text is half typed (invalid) the last valid plan stays.
  const [drafts, setDrafts] = useState<Partial<SimulatorFields>>({});
  const live = validateSimulatorFields({ ...state.fields, ...drafts });
  const input = live.ok
    ? simulationInput(live.values, planId, switches)
    : validation.ok
      ? simulationInput(validation.values, planId, switches)
      : null;
  const simulation = useSimulation(input);
  const errors = validation.ok ? {} : validation.errors;

  // A goal's "Simula" link lands here: bring the card into view.
  useEffect(() => {
    if (hash === `#${SIMULATOR_ANCHOR}`)
      document.getElementById(SIMULATOR_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <SectionCard
      id={SIMULATOR_ANCHOR}
      title="Simulatore"
      aside={<Calculator aria-hidden="true" className="size-6 text-slate-600" />}
      contentClassName="space-y-4"
    >
      <p className="text-sm text-slate-700">
        Stima quanto potrebbe crescere il tuo capitale con un versamento mensile e il rendimento
        atteso del piano.
      </p>
      <form
        aria-label="Dati della simulazione"
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(event) => event.preventDefault()}
      >
        {fieldOrder.map((name) => (
          <SimulatorField
            key={name}
            id={`${id}-${name}`}
            label={fieldLabels[name].label}
            hint={fieldLabels[name].hint}
            inputMode={name === 'years' ? 'numeric' : 'decimal'}
            value={state.fields[name]}
            error={errors[name]}
            onCommit={(value) =>
              setState((current) => ({ ...current, fields: { ...current.fields, [name]: value } }))
            }
            onDraft={(text) =>
              setDrafts((current) =>
                current[name] === text ? current : { ...current, [name]: text },
              )
            }
          />
        ))}
        <div className="space-y-1 sm:col-span-2">
          <label htmlFor={`${id}-piano`} className="block text-sm font-medium text-slate-800">
            Piano
          </label>
          <select
            id={`${id}-piano`}
            value={planId}
            onChange={(event) => {
              const chosen = event.target.value;
              if (isPlanId(chosen)) setState((current) => ({ ...current, planId: chosen }));
            }}
            className="w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-slate-900 focus:outline-2 focus:outline-brand-600"
          >
            {investmentPlans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
              </option>
            ))}
          </select>
        </div>
        <div className="divide-y divide-slate-100 sm:col-span-2">
          <SwitchField
            label="Valori reali"
            description="In euro di oggi, al netto dell’inflazione"
            checked={state.realValues}
            onChange={(realValues) => setState((current) => ({ ...current, realValues }))}
          />
          <SwitchField
            label="Al netto delle tasse"
            description="Imposte sulle plusvalenze e imposta di bollo"
            checked={state.afterTax}
            onChange={(afterTax) => setState((current) => ({ ...current, afterTax }))}
          />
        </div>
      </form>
      {input === null ? (
        <p className="text-sm text-slate-700">
          Correggi i campi indicati per vedere la simulazione.
        </p>
      ) : (
        <SimulatorResults simulation={simulation} input={input} />
      )}
      <SimulatorAssumptions planId={planId} switches={switches} />
    </SectionCard>
  );
}
