import { vi } from 'vitest';

/**
 * Fake timers, and an idle moment `afterMs` after each requestIdleCallback (cancelled by
 * cancelIdleCallback). Undone by `vi.unstubAllGlobals()` and `vi.useRealTimers()`.
 */
export function useFakeTimersWithIdle(afterMs: number): void {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', (work: () => void) => setTimeout(work, afterMs));
  vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setTimeout>) =>
    clearTimeout(handle),
  );
}
