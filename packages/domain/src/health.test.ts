import { describe, expect, it } from 'vitest';
import { indicatorHealth } from './health';

describe('indicatorHealth, higher is better', () => {
  it.each([
    [20, 20, 'green'],
    [25, 20, 'green'],
    [16, 20, 'yellow'],
    [15.99, 20, 'red'],
    [6, 6, 'green'],
    [4.8, 6, 'yellow'],
    [4.79, 6, 'red'],
    [0, 6, 'red'],
    [-3, 6, 'red'],
    [1e300, 6, 'green'],
  ])('value %d against target %d → %s', (value, target, color) => {
    expect(indicatorHealth(value, target)).toBe(color);
  });

  it('is red when there is no ratio to speak of', () => {
    expect(indicatorHealth(0, 0)).toBe('red');
    expect(indicatorHealth(Number.NaN, 6)).toBe('red');
    expect(indicatorHealth(6, Number.NaN)).toBe('red');
  });
});

describe('indicatorHealth, lower is better (fees)', () => {
  it.each([
    [0.5, 0.5, 'green'],
    [0.3, 0.5, 'green'],
    [0.625, 0.5, 'yellow'],
    [0.63, 0.5, 'red'],
    [1.45, 0.5, 'red'],
    [0, 0.5, 'green'],
  ])('fee %d against target %d → %s', (value, target, color) => {
    expect(indicatorHealth(value, target, 'lower-is-better')).toBe(color);
  });

  it('is red for a negative or missing value', () => {
    expect(indicatorHealth(-0.2, 0.5, 'lower-is-better')).toBe('red');
    expect(indicatorHealth(Number.NaN, 0.5, 'lower-is-better')).toBe('red');
  });
});
