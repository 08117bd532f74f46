import {
  Bot,
  ChartPie,
  EllipsisVertical,
  House,
  Lock,
  Target,
  TrendingUp,
  Wallet,
} from 'lucide-react';
import { type BottomNavItem } from '@traguardo/ui/bottom-nav';

// Paths are relative to the router's '/investor' basename: '/' is /investor.
export const investorNavItems: readonly BottomNavItem[] = [
  { path: '/', label: 'Home', icon: House, end: true },
  { path: '/accounts', label: 'Conti', icon: Wallet },
  { path: '/budget', label: 'Budget', icon: ChartPie },
  { path: '/goals', label: 'Obiettivi', icon: Target },
  { path: '/invest', label: 'Investi', icon: TrendingUp },
  { path: '/coach', label: 'Coach', icon: Bot },
  { path: '/vault', label: 'Vault', icon: Lock },
  { path: '/more', label: 'Altro', icon: EllipsisVertical },
];

export const investorNavLabel = 'Navigazione principale';
