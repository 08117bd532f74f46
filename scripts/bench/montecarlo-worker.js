// The browser side of pnpm bench:montecarlo: a module worker that times the domain's
// simulatePlan, as the investor app's simulation worker runs it. Bundled by the script.
import { simulatePlan } from '../../packages/domain/src/monte-carlo.ts';

globalThis.onmessage = ({ data }) => {
  const started = performance.now();
  const result = simulatePlan(data);
  globalThis.postMessage({
    ms: performance.now() - started,
    probability: result.successProbability,
  });
};
