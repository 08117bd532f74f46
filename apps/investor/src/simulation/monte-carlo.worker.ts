// The Monte Carlo simulation runs here, off the main thread: 10.000 paths take a few
// hundred milliseconds that would otherwise freeze typing in the simulator.
import { simulatePlan } from '@traguardo/domain/monte-carlo';
import { answerCalls } from '@traguardo/app-runtime/worker-rpc';
import { type SimulationWorker } from './simulation-protocol';

answerCalls<SimulationWorker>({ simulate: simulatePlan });
