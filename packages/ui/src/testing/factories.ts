import { Home, Landmark, MessageCircle, Target } from 'lucide-react';
import { type NavItem } from '../nav-item';

/** A nav item with sensible defaults; override what the test is about. */
export function createNavItem(overrides: Partial<NavItem> = {}): NavItem {
  return { path: '/', label: 'Home', icon: Home, ...overrides };
}

export function createNavItems(): NavItem[] {
  return [
    createNavItem(),
    createNavItem({ path: '/accounts', label: 'Conti', icon: Landmark }),
    createNavItem({ path: '/goals', label: 'Obiettivi', icon: Target }),
    createNavItem({ path: '/coach', label: 'Coach', icon: MessageCircle, badge: 3 }),
  ];
}
