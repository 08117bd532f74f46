import { describe, expect, it } from 'vitest';
import { appHref } from './app-links';

describe('appHref', () => {
  it('defaults to same-origin paths', () => {
    expect(appHref('landing')).toBe('/');
    expect(appHref('investor')).toBe('/investor');
  });

  it('carries the role in the URL', () => {
    expect(appHref('advisor', 'advisor')).toBe('/advisor?role=advisor');
  });
});
