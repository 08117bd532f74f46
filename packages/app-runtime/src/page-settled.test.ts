import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LIVE_EVENT } from './prerendered-page';
import { useFakeTimersWithIdle } from './testing/fake-idle';
import { START_GRACE_MS, whenInputOrSettled, whenPageLive, whenPageSettled } from './page-settled';

// Every case runs on fake timers, with an idle moment 50 ms after it is asked for.
beforeEach(() => {
  useFakeTimersWithIdle(50);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenPageSettled', () => {
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

describe('whenPageLive', () => {
  beforeEach(() => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  });

  const goLive = () => document.dispatchEvent(new Event(PAGE_LIVE_EVENT));

  it('waits for React to have the page and an idle moment, not for the load event', async () => {
    const work = vi.fn();

    whenPageLive(work);
    await vi.advanceTimersByTimeAsync(START_GRACE_MS * 2);
    expect(work).not.toHaveBeenCalled();

    goLive();
    await vi.advanceTimersByTimeAsync(49);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledTimes(1);

    goLive();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(START_GRACE_MS * 2);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs once the page has settled, on a page that never goes live', async () => {
    const work = vi.fn();

    whenPageLive(work);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(START_GRACE_MS + 50);
    expect(work).toHaveBeenCalledTimes(1);

    goLive();
    await vi.advanceTimersByTimeAsync(50);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('never runs work that was cancelled, before or after the page went live', async () => {
    const beforeLive = vi.fn();
    const afterLive = vi.fn();

    whenPageLive(beforeLive)();
    const cancelAfterLive = whenPageLive(afterLive);
    goLive();
    cancelAfterLive();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(START_GRACE_MS * 2);

    expect(beforeLive).not.toHaveBeenCalled();
    expect(afterLive).not.toHaveBeenCalled();
  });
});

describe('whenInputOrSettled', () => {
  it.each(['pointerdown', 'keydown'])(
    'runs once, at the first %s, before the page settles',
    async (type) => {
      const work = vi.fn();
      whenInputOrSettled(work);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(work).not.toHaveBeenCalled();

      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect(work).toHaveBeenCalledTimes(1);

      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      await vi.advanceTimersByTimeAsync(START_GRACE_MS * 2);
      expect(work).toHaveBeenCalledTimes(1);
    },
  );

  it('runs once the page has settled when nobody acts, and not again at a later input', async () => {
    const work = vi.fn();
    whenInputOrSettled(work);
    await vi.advanceTimersByTimeAsync(START_GRACE_MS + 50);
    expect(work).toHaveBeenCalledTimes(1);

    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', async () => {
    const work = vi.fn();
    whenInputOrSettled(work)();
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(START_GRACE_MS * 2);
    expect(work).not.toHaveBeenCalled();
  });
});
