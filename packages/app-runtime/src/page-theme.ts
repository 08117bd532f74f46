import { resolveTheme, type ResolvedTheme, type ThemePreference } from '@traguardo/domain/theme';

// The page's theme lives on <html data-theme>: the pre-paint script sets it before the first
// paint; a choice made on the page sets it here, at once. What cannot read CSS variables
// (chart.js canvases) reads and follows it here too.

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemIsDark(): boolean {
  return globalThis.matchMedia?.(DARK_QUERY).matches ?? false;
}

/** Shows the page in the theme `preference` resolves to now. */
export function applyThemePreference(preference: ThemePreference): void {
  document.documentElement.dataset.theme = resolveTheme(preference, systemIsDark());
}

/** The theme on screen now. */
export function readPageTheme(): ResolvedTheme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/** Calls `onChange` whenever the page's theme changes; answers the unsubscribe. */
export function subscribePageTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}
