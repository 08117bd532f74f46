import { describe, expect, it } from 'vitest';
import { repeatedSecurity, sameSecurity } from './position-security';

describe('one position per security in an account', () => {
  it('takes an ISIN as typed, in lower case or with spaces, for the same security', () => {
    const held = { accountId: 'fineco', isin: 'IE00B4L5Y983' };
    expect(sameSecurity(held, { accountId: 'fineco', isin: ' ie00b4l5y983' })).toBe(true);
    expect(sameSecurity(held, { accountId: 'directa', isin: 'IE00B4L5Y983' })).toBe(false);
    expect(sameSecurity(held, { accountId: 'fineco', isin: 'IT0005083057' })).toBe(false);
    // Two deposits ('liquidita') of one account have no ISIN: never the same security.
    expect(sameSecurity({ accountId: 'fineco' }, { accountId: 'fineco' })).toBe(false);
  });

  it('finds the second position of a security in its account', () => {
    const positions = [
      { id: 'p1', accountId: 'fineco', isin: 'IE00B4L5Y983' },
      { id: 'p2', accountId: 'fineco' },
      { id: 'p3', accountId: 'directa', isin: 'IE00B4L5Y983' },
      { id: 'p4', accountId: 'fineco' },
      { id: 'p5', accountId: 'fineco', isin: 'ie00b4l5y983' },
    ];
    expect(repeatedSecurity(positions)?.id).toBe('p5');
    expect(repeatedSecurity(positions.slice(0, 4))).toBeUndefined();
  });
});
