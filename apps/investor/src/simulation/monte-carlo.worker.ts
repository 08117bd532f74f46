// The Monte Carlo simulation runs here, off the main thread: 10.000 paths take a few
// hundred milliseconds that would otherwise freeze typing in the simulator. The worker keeps
// the last paths drawn, so a change of amount is summarised, not drawn again.
import { createPlanSimulator } from '@traguardo/domain/monte-carlo';
import { answerCalls } from '@traguardo/app-runtime/worker-rpc';
import { type SimulationWorker } from './simulation-protocol';

answerCalls<SimulationWorker>({ simulate: createPlanSimulator() });
