import { parseThemePreference, resolveTheme, THEME_STORAGE_KEY } from '@traguardo/domain/theme';

/**
 * The one script that runs before the first paint (vite-plugins/pre-paint-theme.ts builds it
 * into a classic, render-blocking script first in every page's <head>): puts the stored
 * theme choice, or the system's, on <html> as data-theme, so a dark page never flashes white,
 * and keeps following the system and other tabs. A choice made in this tab is applied at once
 * by the theme control itself. It imports nothing but the domain's theme rule.
 */
function storedChoice(): string | null {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    // Storage refused (private mode): follow the system.
    return null;
  }
}

const system = window.matchMedia('(prefers-color-scheme: dark)');

function applyTheme(): void {
  const preference = parseThemePreference(storedChoice());
  document.documentElement.dataset.theme = resolveTheme(preference, system.matches);
}

applyTheme();
system.addEventListener('change', applyTheme);
window.addEventListener('storage', (event) => {
  if (event.key === THEME_STORAGE_KEY) applyTheme();
});
