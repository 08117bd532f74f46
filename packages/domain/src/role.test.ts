import { describe, expect, it } from 'vitest';
import { isRole, roleFromSearch } from './role';

describe('roleFromSearch', () => {
  it('accepts the two known roles', () => {
    expect(roleFromSearch('?role=advisor', 'investor')).toBe('advisor');
    expect(roleFromSearch('?role=investor', 'advisor')).toBe('investor');
  });

  it.each(['', '?role=', '?role=<script>alert(1)</script>', '?role=ADVISOR', '?role=admin'])(
    'falls back to the app role for %j',
    (search) => {
      expect(roleFromSearch(search, 'investor')).toBe('investor');
    },
  );

  it('does not treat inherited object keys as roles', () => {
    expect(isRole('toString')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});
