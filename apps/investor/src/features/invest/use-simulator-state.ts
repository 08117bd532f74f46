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
import { useProfileStore } from '../../stores/profile-store';

/**
 * Capital defaults to the portfolio's value: the demo's sample portfolio, none (0) on the own
 * profile, which has no portfolio yet. No target until the user sets one.
 */
function defaultFields(capital: number): SimulatorFields {
  return simulatorFieldsFrom({
    capital,
    monthly: SIMULATOR_DEFAULT_MONTHLY,
    years: SIMULATOR_DEFAULT_YEARS,
  });
}

const demoDefaults = defaultFields(portfolioValue);
const ownDefaults = defaultFields(0);

// One reader per profile, module functions: useQueryState needs them stable.
const readDemoState = (params: URLSearchParams): SimulatorState =>
  readSimulatorParams(params, demoDefaults);
const readOwnState = (params: URLSearchParams): SimulatorState =>
  readSimulatorParams(params, ownDefaults);

/** A change to the simulator's inputs, made to the latest of them. */
export type SimulatorChange = QueryStateChange<SimulatorState>;

/**
 * The simulator's inputs, kept in the address (replacing the history entry, so typing
 * does not fill the back button): a reload or a shared link shows the same simulation.
 * A change applies to the inputs last asked for (see useQueryState).
 */
export function useSimulatorState(): [SimulatorState, (change: SimulatorChange) => void] {
  const demo = useProfileStore((profile) => profile.profile) === 'demo';
  const [state, setState] = useQueryState(demo ? readDemoState : readOwnState, simulatorParams);
  return [state, (change) => setState(change, { replace: true })];
}
