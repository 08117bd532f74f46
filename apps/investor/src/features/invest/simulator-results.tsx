import { formatProbability } from '@traguardo/domain/coach-figures';
import { formatCount, formatEuro } from '@traguardo/domain/format';
import { type SimulationInput, type SimulationResult } from '@traguardo/domain/monte-carlo';
import { DetailList } from '@traguardo/ui/detail-list';
import { DeferredFanChart } from '@traguardo/ui/deferred-charts';
import { type SimulationState } from '../../simulation/use-simulation';

const FAN_TITLE = 'Valore simulato del portafoglio per anno: 10°, 25°, 50°, 75° e 90° percentile';

function shownResult(simulation: SimulationState): SimulationResult | null {
  if (simulation.status === 'done') return simulation.result;
  if (simulation.status === 'idle') return null;
  return simulation.previous;
}

function valuesNote(input: SimulationInput): string {
  const euro = input.realValues ? 'in euro di oggi' : 'in euro nominali';
  const tax = input.afterTax ? ', al netto delle tasse' : ', prima delle tasse';
  return `Tra ${formatCount(input.years, 'anno', 'anni')}, ${euro}${tax}.`;
}

/** Final values, the probability of the target and the fan chart of the latest simulation. */
export function SimulatorResults({
  simulation,
  input,
}: {
  simulation: SimulationState;
  input: SimulationInput;
}) {
  const result = shownResult(simulation);
  const running = simulation.status === 'running';
  const final = result?.years.at(-1);
  return (
    <section aria-label="Risultati della simulazione" aria-busy={running} className="space-y-3">
      <div aria-live="polite" className="space-y-2">
        {simulation.status === 'failed' && (
          <p role="alert" className="text-sm text-red-700">
            Non è stato possibile completare la simulazione. Riprova modificando un valore.
          </p>
        )}
        {running && result === null && <p className="text-sm text-slate-700">Calcolo in corso…</p>}
        {final !== undefined && result !== null && (
          <>
            <p className="text-sm text-slate-700">{valuesNote(input)}</p>
            <DetailList
              items={[
                { label: 'Valore mediano', value: formatEuro(final.p50) },
                { label: 'Pessimistico (10° percentile)', value: formatEuro(final.p10) },
                { label: 'Ottimistico (90° percentile)', value: formatEuro(final.p90) },
              ]}
              className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3"
              itemClassName="rounded-xl bg-slate-50 p-3"
              labelClassName="text-slate-700"
              valueClassName="text-lg font-semibold tabular-nums"
            />
            {result.successProbability !== null && (
              <p className="font-semibold text-slate-900">
                {`Probabilità di raggiungere l'obiettivo: ${formatProbability(result.successProbability)}`}
              </p>
            )}
          </>
        )}
      </div>
      {result !== null && (
        <div className="relative overflow-hidden">
          <DeferredFanChart
            title={FAN_TITLE}
            labels={result.years.map((row) => `Anno ${row.year}`)}
            series={[
              { label: '10° percentile', data: result.years.map((row) => row.p10) },
              { label: '25° percentile', data: result.years.map((row) => row.p25) },
              { label: 'Mediana', data: result.years.map((row) => row.p50) },
              { label: '75° percentile', data: result.years.map((row) => row.p75) },
              { label: '90° percentile', data: result.years.map((row) => row.p90) },
            ]}
            outerBandLabel="Tra 10° e 90° percentile"
            innerBandLabel="Tra 25° e 75° percentile"
          />
        </div>
      )}
    </section>
  );
}
