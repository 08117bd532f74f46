import { describe, expect, it, vi } from 'vitest';

describe('firstPaint', () => {
  it('resolves once the page has painted, and from then on at once', async () => {
    // A page's first paint happens once: the module as a new page loads it.
    vi.resetModules();
    const { firstPaint, hasPainted } = await import('./after-first-paint');
    expect(hasPainted()).toBe(false);

    await firstPaint();

    expect(hasPainted()).toBe(true);
    await expect(firstPaint()).resolves.toBeUndefined();
  });
});
