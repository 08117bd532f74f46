import { type SimulationInput, type SimulationResult } from '@traguardo/domain/monte-carlo';

/** The simulation worker's API. */
export type SimulationWorker = {
  simulate: (input: SimulationInput) => SimulationResult;
};
