// The colour theme a person picks on the device (Altro / Impostazioni). Kept apart from the
// app stores: the pre-paint script (packages/app-runtime/src/pre-paint-theme.ts) reads it before any
// module loads, so it is a plain string under one key, not a versioned store.
export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;

export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ResolvedTheme = Exclude<ThemePreference, 'system'>;

/** localStorage key, shared by the three apps of one origin: one choice per device. */
export const THEME_STORAGE_KEY = 'traguardo:theme';

export const THEME_LABELS: Record<ThemePreference, string> = {
  system: 'Sistema',
  light: 'Chiaro',
  dark: 'Scuro',
};

export const THEME_CHOICE_LABEL = 'Tema';

/** Anything stored that is not a known choice (or nothing) means: follow the system. */
export function parseThemePreference(value: unknown): ThemePreference {
  return typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value)
    ? (value as ThemePreference)
    : 'system';
}

export function resolveTheme(preference: ThemePreference, systemIsDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemIsDark ? 'dark' : 'light';
  return preference;
}
