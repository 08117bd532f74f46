import { describe, expect, it } from 'vitest';
import { canHydrate } from './prerendered-page';

describe('canHydrate', () => {
  it('hydrates the markup of the page’s own path, whatever its query', () => {
    expect(canHydrate('/investor/goals', '/investor/goals')).toBe(true);
  });

  it('renders afresh over another route’s markup (offline fallback, 404, client page)', () => {
    expect(canHydrate('/investor/', '/investor/goals')).toBe(false);
    expect(canHydrate('/investor/', '/investor/nope')).toBe(false);
  });

  it('renders afresh into a page the build left empty', () => {
    expect(canHydrate(null, '/advisor/client/c1')).toBe(false);
  });
});
