import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectInSlices } from './collect-in-slices';
import { nextTask } from './next-task';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('collectInSlices', () => {
  it('collects in the calling task while the slice lasts, the rest in later tasks', async () => {
    const items = Array.from({ length: 10 }, (_, index) => index);
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    // Each item takes 1 ms of the clock to make.
    function* timed() {
      for (const item of items) {
        now += 1;
        yield item;
      }
    }

    const into: number[] = [];
    const done = collectInSlices(timed(), into, 3);
    expect(into).toEqual([0, 1, 2, 3]); // 4 ms in: the slice of 3 ms is over, the rest waits
    await nextTask(); // queued after the collector's own: it has had one more slice
    expect(into).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    await done;
    expect(into).toEqual(items);
  });

  it('collects everything at once when the slice is never over', async () => {
    const into: string[] = [];
    const done = collectInSlices(['a', 'b', 'c'], into, Number.POSITIVE_INFINITY);
    expect(into).toEqual(['a', 'b', 'c']);
    await done;
  });
});
