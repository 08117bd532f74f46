import {
  SIMULATOR_DEFAULT_MONTHLY,
  SIMULATOR_DEFAULT_YEARS,
} from '@traguardo/domain/monte-carlo-constants';
import { simulatorFieldsFrom, type SimulatorFields } from '@traguardo/domain/simulator-form';
import { portfolioValue } from '@traguardo/sample-data/portfolio';
import { useQueryState, type QueryStateChange } from '@traguardo/ui/use-query-state';
import {
  readSimulatorParams,
  simulatorParams,
  type SimulatorState,
} from '../../simulation/simulator-url';

/** Capital defaults to the portfolio's value; no target until the user sets one. */
const defaultFields: SimulatorFields = simulatorFieldsFrom({
  capital: portfolioValue,
  monthly: SIMULATOR_DEFAULT_MONTHLY,
  years: SIMULATOR_DEFAULT_YEARS,
});

function readState(params: URLSearchParams): SimulatorState {
  return readSimulatorParams(params, defaultFields);
}

/** A change to the simulator's inputs, made to the latest of them. */
export type SimulatorChange = QueryStateChange<SimulatorState>;

/**
 * The simulator's inputs, kept in the address (replacing the history entry, so typing
 * does not fill the back button): a reload or a shared link shows the same simulation.
 * A change applies to the inputs last asked for (see useQueryState).
 */
export function useSimulatorState(): [SimulatorState, (change: SimulatorChange) => void] {
  const [state, setState] = useQueryState(readState, simulatorParams);
  return [state, (change) => setState(change, { replace: true })];
}
