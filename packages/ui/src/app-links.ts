import { ROLE_PARAM, type Role } from '@traguardo/domain/role';

export type AppName = 'landing' | 'investor' | 'advisor';

// Read at build time: each app is deployed on its own, so where the others live is
// configuration, not something one build may assume about another's files.
const appBaseUrls = {
  landing: import.meta.env.VITE_LANDING_URL || '/',
  investor: import.meta.env.VITE_INVESTOR_URL || '/investor',
  advisor: import.meta.env.VITE_ADVISOR_URL || '/advisor',
} satisfies Record<AppName, string>;

/** Full-page link to another app, carrying the role in the URL when one is given. */
export function appHref(app: AppName, role?: Role): string {
  const base = appBaseUrls[app];
  if (role === undefined) return base;
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}${ROLE_PARAM}=${encodeURIComponent(role)}`;
}
