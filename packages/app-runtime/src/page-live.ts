import { createContext, useContext } from 'react';

/**
 * Whether the screens may render what they read on the device. False while the build
 * renders a route (its HTML is the same for everyone, so it holds no one's data) and while
 * the browser hydrates that HTML (the first render must match it); mountApp turns it on
 * right after hydration. Anywhere else — a test, a story, a page rendered afresh — there is
 * no markup to match and it is on from the start.
 */
export const PageLiveContext = createContext(true);

/** True once the screen may render its data; until then it shows its shell. */
export function usePageLive(): boolean {
  return useContext(PageLiveContext);
}
