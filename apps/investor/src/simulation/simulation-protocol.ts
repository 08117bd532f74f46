import { type SimulationInput, type SimulationResult } from '@traguardo/domain/monte-carlo';

// Messages between the page and the simulation worker.

export type SimulationRequest = { id: number; input: SimulationInput };

export type SimulationResponse =
  { id: number; ok: true; result: SimulationResult } | { id: number; ok: false; message: string };
