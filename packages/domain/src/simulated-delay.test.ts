import { afterEach, describe, expect, it, vi } from 'vitest';
import { simulateDelay } from './simulated-delay';

afterEach(() => {
  vi.useRealTimers();
});

describe('simulateDelay', () => {
  it('resolves after 2 seconds by default, not before', async () => {
    vi.useFakeTimers();
    let done = false;
    const wait = simulateDelay().then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(1999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await wait;
    expect(done).toBe(true);
  });

  it('accepts a shorter wait', async () => {
    vi.useFakeTimers();
    const wait = simulateDelay(0);
    await vi.advanceTimersByTimeAsync(0);
    await expect(wait).resolves.toBeUndefined();
  });
});
