import { describe, expect, it } from 'vitest';
import { accountLastUpdated } from './ledger-account-updated';

describe('accountLastUpdated', () => {
  it('is the opening date while the account has no movement', () => {
    expect(accountLastUpdated('2026-01-10', undefined, '2026-11-25')).toBe('2026-01-10');
  });

  it('is the newest movement when it is later than the opening date', () => {
    expect(accountLastUpdated('2026-01-10', '2026-11-20', '2026-11-25')).toBe('2026-11-20');
  });

  it('ignores a movement dated after today', () => {
    expect(accountLastUpdated('2026-01-10', '2026-12-01', '2026-11-25')).toBe('2026-01-10');
  });

  it('keeps the opening date over an older movement (history imported from before)', () => {
    expect(accountLastUpdated('2026-05-01', '2026-03-01', '2026-11-25')).toBe('2026-05-01');
  });
});
