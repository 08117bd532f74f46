import { describe, expect, it } from 'vitest';
import { firstPaint, hasPainted } from './after-first-paint';

describe('firstPaint', () => {
  it('resolves once the page has painted, and from then on at once', async () => {
    expect(hasPainted()).toBe(false);

    await firstPaint();

    expect(hasPainted()).toBe(true);
    await expect(firstPaint()).resolves.toBeUndefined();
  });
});
