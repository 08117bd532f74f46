import { useSyncExternalStore } from 'react';
import { type ResolvedTheme } from '@traguardo/domain/theme';
import { readPageTheme, subscribePageTheme } from '@traguardo/app-runtime/page-theme';

/** The theme on screen now; for what cannot read CSS variables (chart.js canvases). */
export function useResolvedTheme(): ResolvedTheme {
  return useSyncExternalStore<ResolvedTheme>(subscribePageTheme, readPageTheme, () => 'light');
}
