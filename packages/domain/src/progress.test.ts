import { describe, expect, it } from 'vitest';
import { badgeText, progressFill } from './progress';

describe('progressFill', () => {
  it.each([
    [75, 100, 75],
    [20, 25, 80],
    [25, 25, 100],
    [30, 25, 100],
    [0, 6, 0],
    [-3, 6, 0],
    [0.35, 1.5, (0.35 / 1.5) * 100],
  ])('%d of %d → %d', (value, max, fill) => {
    expect(progressFill(value, max)).toBeCloseTo(fill, 10);
  });

  it('defaults the maximum to 100', () => {
    expect(progressFill(42)).toBe(42);
  });

  it('is 0 for a maximum of 0 or less, or a value that is not a number', () => {
    expect(progressFill(10, 0)).toBe(0);
    expect(progressFill(0, 0)).toBe(0);
    expect(progressFill(10, -5)).toBe(0);
    expect(progressFill(Number.NaN, 100)).toBe(0);
    expect(progressFill(10, Number.NaN)).toBe(0);
    expect(progressFill(Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('caps infinities', () => {
    expect(progressFill(Number.POSITIVE_INFINITY, 100)).toBe(100);
    expect(progressFill(Number.NEGATIVE_INFINITY, 100)).toBe(0);
    expect(progressFill(10, Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('badgeText', () => {
  it.each([
    [1, '1'],
    [8, '8'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
    [99.5, '99+'],
    [3.7, '3'],
    [Number.POSITIVE_INFINITY, '99+'],
  ])('%d → %s', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });

  it.each([0, -1, 0.5, -0, Number.NaN, Number.NEGATIVE_INFINITY, undefined])(
    'hides the badge for %s',
    (count) => {
      expect(badgeText(count)).toBeUndefined();
    },
  );
});
