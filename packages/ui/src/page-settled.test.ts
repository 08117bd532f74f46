import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { START_GRACE_MS, whenPageSettled } from './page-settled';

describe('whenPageSettled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', (work: () => void) => setTimeout(work, 50));
    vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setTimeout>) =>
      clearTimeout(handle),
    );
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("waits for the load event, then the start's grace, then an idle moment", async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const work = vi.fn();

    whenPageSettled(work);
    await vi.advanceTimersByTimeAsync(START_GRACE_MS * 2);
    expect(work).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(START_GRACE_MS);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('on a page already loaded, waits for the grace and an idle moment', async () => {
    const work = vi.fn();

    whenPageSettled(work);
    await vi.advanceTimersByTimeAsync(START_GRACE_MS);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('never runs work that was cancelled, before or after the load', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const beforeLoad = vi.fn();
    const afterLoad = vi.fn();

    whenPageSettled(beforeLoad)();
    const cancelAfterLoad = whenPageSettled(afterLoad);
    window.dispatchEvent(new Event('load'));
    cancelAfterLoad();
    await vi.advanceTimersByTimeAsync(START_GRACE_MS * 2);

    expect(beforeLoad).not.toHaveBeenCalled();
    expect(afterLoad).not.toHaveBeenCalled();
  });
});

describe('whenPaintedAndIdle', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    vi.stubGlobal('requestIdleCallback', (work: () => void) => setTimeout(work, 50));
    vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setTimeout>) =>
      clearTimeout(handle),
    );
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the first paint and an idle moment, not for the load event', async () => {
    const { whenPaintedAndIdle } = await import('./page-settled');
    const work = vi.fn();

    whenPaintedAndIdle(work);
    await vi.advanceTimersByTimeAsync(20);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('never runs work that was cancelled, before or after the paint', async () => {
    const { whenPaintedAndIdle } = await import('./page-settled');
    const beforePaint = vi.fn();
    const afterPaint = vi.fn();

    whenPaintedAndIdle(beforePaint)();
    const cancelAfterPaint = whenPaintedAndIdle(afterPaint);
    await vi.advanceTimersByTimeAsync(20);
    cancelAfterPaint();
    await vi.advanceTimersByTimeAsync(START_GRACE_MS * 2);

    expect(beforePaint).not.toHaveBeenCalled();
    expect(afterPaint).not.toHaveBeenCalled();
  });
});
