import { useSearchParams } from 'react-router-dom';
import {
  SIMULATOR_DEFAULT_MONTHLY,
  SIMULATOR_DEFAULT_YEARS,
} from '@traguardo/domain/monte-carlo-constants';
import { simulatorFieldsFrom, type SimulatorFields } from '@traguardo/domain/simulator-form';
import { portfolioValue } from '@traguardo/sample-data/portfolio';
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

/**
 * The simulator's inputs, kept in the address (replacing the history entry, so typing
 * does not fill the back button): a reload or a shared link shows the same simulation.
 */
export function useSimulatorState(): [SimulatorState, (next: SimulatorState) => void] {
  const [params, setParams] = useSearchParams();
  const state = readSimulatorParams(params, defaultFields);
  const update = (next: SimulatorState) =>
    setParams(simulatorParams(next), { replace: true, preventScrollReset: true });
  return [state, update];
}
