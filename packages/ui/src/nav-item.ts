import { type LucideIcon } from 'lucide-react';
import { badgeText } from '@traguardo/domain/progress';

/** One destination of an app's navigation, drawn by the bottom bar and the sidebar alike. */
export type NavItem = {
  path: string;
  label: string;
  icon: LucideIcon;
  badge?: number;
  /** Match the path exactly; defaults to true for '/' so Home is not active everywhere. */
  end?: boolean;
};

/**
 * What a navigation link needs beyond its item: whether it matches its path exactly, the
 * badge to draw (undefined: none, '99+' above the cap) and the words a screen reader hears
 * after the label for it, since the drawn badge is hidden from assistive technology.
 */
export function navLinkParts(item: NavItem): {
  end: boolean;
  badge: string | undefined;
  announcement: string | undefined;
} {
  const badge = badgeText(item.badge);
  return {
    end: item.end ?? item.path === '/',
    badge,
    announcement: badge === undefined ? undefined : `, ${badge} nuovi`,
  };
}
