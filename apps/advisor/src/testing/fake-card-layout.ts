import { afterEach, beforeEach, vi } from 'vitest';

/**
 * jsdom has no layout, so a virtual list could measure nothing: for every test of the
 * enclosing block each element is `cardHeight` px tall (the window keeps jsdom's 768px)
 * and scrolling the window is a no-op; the real ones come back after each test.
 */
export function fakeCardLayoutEachTest(cardHeight: number): void {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(cardHeight);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());
}
