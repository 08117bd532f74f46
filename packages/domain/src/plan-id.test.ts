import { describe, expect, it } from 'vitest';
import { isPlanId } from './plan-id';

describe('isPlanId', () => {
  it('accepts the three plans only', () => {
    expect(['conservative', 'balanced', 'growth'].every(isPlanId)).toBe(true);
    expect(isPlanId('aggressive')).toBe(false);
    expect(isPlanId(undefined)).toBe(false);
  });
});
