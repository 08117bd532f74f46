import { startTransition, useEffect, useRef, useState } from 'react';
import { type SimulationInput, type SimulationResult } from '@traguardo/domain/monte-carlo';
import { createSimulationRunner, type SimulationRunner } from './simulation-runner';

/**
 * Pause after the last change before simulating: keys pressed together (a paste, an autofill,
 * fast typing) run once, and a person's next key, usually 100 ms or more later, finds the
 * worker done rather than stopped and started again cold.
 */
const SIMULATION_DEBOUNCE_MS = 16;

export type SimulationState =
  | { status: 'idle' }
  | { status: 'running'; previous: SimulationResult | null }
  | { status: 'done'; result: SimulationResult }
  | { status: 'failed'; previous: SimulationResult | null };

type Outcome = { key: string; result: SimulationResult } | { key: string; failed: true };

/**
 * The simulation of `input` from a worker of this component's own; null input (a form
 * with errors) runs nothing. While a newer input runs, the last result stays available
 * so the screen does not flash.
 */
export function useSimulation(input: SimulationInput | null): SimulationState {
  const runner = useRef<SimulationRunner | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [lastResult, setLastResult] = useState<SimulationResult | null>(null);
  const key = input === null ? null : JSON.stringify(input);

  useEffect(() => {
    const created = createSimulationRunner();
    runner.current = created;
    return () => {
      created.dispose();
      runner.current = null;
    };
  }, []);

  useEffect(() => {
    if (key === null) return;
    const timer = setTimeout(() => {
      const request = JSON.parse(key) as SimulationInput;
      runner.current?.run(request).then(
        (result) => {
          if (result === null) return;
          // A transition: the result's figures and fan chart render in slices, and a
          // keystroke meanwhile is handled first.
          startTransition(() => {
            setOutcome({ key, result });
            setLastResult(result);
          });
        },
        () => startTransition(() => setOutcome({ key, failed: true })),
      );
    }, SIMULATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);

  if (key === null) return { status: 'idle' };
  if (outcome === null || outcome.key !== key) return { status: 'running', previous: lastResult };
  if ('failed' in outcome) return { status: 'failed', previous: lastResult };
  return { status: 'done', result: outcome.result };
}
