import { SIMULATED_DELAY_MS } from './constants';

/**
 * The one place every simulated wait (bank link, upload, chat reply) goes through,
 * so tests can drive it with fake timers.
 */
export function simulateDelay(ms: number = SIMULATED_DELAY_MS): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
}
