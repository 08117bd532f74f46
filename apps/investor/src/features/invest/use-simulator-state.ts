import { useEffect, useRef } from 'react';
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

/** A change to the simulator's inputs, made to the latest of them. */
export type SimulatorChange = (current: SimulatorState) => SimulatorState;

/**
 * The simulator's inputs, kept in the address (replacing the history entry, so typing
 * does not fill the back button): a reload or a shared link shows the same simulation.
 *
 * A change applies to the inputs last asked for, not to those of the last render: several
 * fields changed before the address shows the first (a browser's autofill, text typed
 * before the page was live and handed over at once) all count.
 */
export function useSimulatorState(): [SimulatorState, (change: SimulatorChange) => void] {
  const [params, setParams] = useSearchParams();
  const state = readSimulatorParams(params, defaultFields);
  const requested = useRef<SimulatorState | null>(null);
  useEffect(() => {
    const asked = requested.current;
    if (asked !== null && simulatorParams(asked).toString() === params.toString()) {
      requested.current = null;
    }
  }, [params]);
  const update = (change: SimulatorChange) => {
    const next = change(requested.current ?? state);
    requested.current = next;
    setParams(simulatorParams(next), { replace: true, preventScrollReset: true });
  };
  return [state, update];
}
