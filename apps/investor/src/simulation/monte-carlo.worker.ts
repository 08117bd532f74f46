// The Monte Carlo simulation runs here, off the main thread: 10.000 paths take a few
// hundred milliseconds that would otherwise freeze typing in the simulator.
import { simulatePlan } from '@traguardo/domain/monte-carlo';
import { type SimulationRequest, type SimulationResponse } from './simulation-protocol';

// The app's TypeScript lib is the DOM one; in a dedicated worker `self` posts to the page.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SimulationRequest>) => void) | null;
  postMessage: (message: SimulationResponse) => void;
};

scope.onmessage = ({ data }) => {
  try {
    scope.postMessage({ id: data.id, ok: true, result: simulatePlan(data.input) });
  } catch (error) {
    scope.postMessage({ id: data.id, ok: false, message: String(error) });
  }
};
