import { Home, Landmark, MessageCircle, Target } from 'lucide-react';
import { type BottomNavItem } from '../bottom-nav';

/** A nav item with sensible defaults; override what the test is about. */
export function createNavItem(overrides: Partial<BottomNavItem> = {}): BottomNavItem {
  return { path: '/', label: 'Home', icon: Home, ...overrides };
}

export function createNavItems(): BottomNavItem[] {
  return [
    createNavItem(),
    createNavItem({ path: '/accounts', label: 'Conti', icon: Landmark }),
    createNavItem({ path: '/goals', label: 'Obiettivi', icon: Target }),
    createNavItem({ path: '/coach', label: 'Coach', icon: MessageCircle, badge: 3 }),
  ];
}
