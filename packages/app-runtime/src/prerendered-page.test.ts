import { describe, expect, it } from 'vitest';
import { canHydrate, NEVER_HYDRATED } from './prerendered-page';

const TODAY = '2026-11-24';

describe('canHydrate', () => {
  it('hydrates the markup of the page’s own path', () => {
    const marks = { path: '/investor/goals', date: null };
    expect(canHydrate(marks, { pathname: '/investor/goals', search: '' }, TODAY)).toBe(true);
  });

  it('renders afresh over another route’s markup (offline fallback, 404, client page)', () => {
    const marks = { path: '/investor/', date: null };
    expect(canHydrate(marks, { pathname: '/investor/goals', search: '' }, TODAY)).toBe(false);
    expect(canHydrate(marks, { pathname: '/investor/nope', search: '' }, TODAY)).toBe(false);
    expect(canHydrate({ path: null, date: null }, { pathname: '/', search: '' }, TODAY)).toBe(
      false,
    );
  });

  it('renders afresh when a query can change the screen', () => {
    const marks = { path: '/advisor/vitals', date: null };
    expect(canHydrate(marks, { pathname: '/advisor/vitals', search: '?stato=red' }, TODAY)).toBe(
      false,
    );
  });

  it('hydrates a date-bound screen only on the day it was rendered', () => {
    const marks = { path: '/advisor/reports', date: TODAY };
    const page = { pathname: '/advisor/reports', search: '' };
    expect(canHydrate(marks, page, TODAY)).toBe(true);
    expect(canHydrate(marks, page, '2026-11-25')).toBe(false);
  });

  it('never hydrates a screen that depends on the time of day', () => {
    const marks = { path: '/investor/coach', date: NEVER_HYDRATED };
    expect(canHydrate(marks, { pathname: '/investor/coach', search: '' }, TODAY)).toBe(false);
  });
});
