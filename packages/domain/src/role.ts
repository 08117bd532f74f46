export const ROLES = ['investor', 'advisor'] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The query parameter that carries the role from the landing page to an app. */
export const ROLE_PARAM = 'role';

/**
 * Reads `?role=` from a query string. The value comes from the URL, so anything
 * that is not exactly a known role is ignored in favour of the app's own role.
 */
export function roleFromSearch(search: string, fallback: Role): Role {
  const value = new URLSearchParams(search).get(ROLE_PARAM);
  return isRole(value) ? value : fallback;
}
