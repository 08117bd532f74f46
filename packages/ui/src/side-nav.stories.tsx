import preview from '../../../.storybook/preview';
import {
  BarChart3,
  FileText,
  Home,
  Landmark,
  MessageCircle,
  MoreHorizontal,
  PiggyBank,
  Settings,
  Target,
  TrendingUp,
  Users,
  Vault,
} from 'lucide-react';
import { SideNav } from './side-nav';

const meta = preview.meta({
  title: 'Componenti/SideNav',
  component: SideNav,
  args: {
    label: 'Navigazione principale',
    items: [
      { path: '/', label: 'Home', icon: Home },
      { path: '/accounts', label: 'Conti', icon: Landmark },
      { path: '/budget', label: 'Budget', icon: PiggyBank },
      { path: '/goals', label: 'Obiettivi', icon: Target },
      { path: '/invest', label: 'Investi', icon: TrendingUp },
      { path: '/coach', label: 'Coach', icon: MessageCircle, badge: 3 },
      { path: '/vault', label: 'Vault', icon: Vault },
      { path: '/more', label: 'Altro', icon: MoreHorizontal },
    ],
  },
  // As wide as the shell's sidebar (theme.css, --spacing-side-nav).
  parameters: { frame: 'sidebar' },
});

export const Investor = meta.story();

export const ActiveGoals = meta.story({ parameters: { route: '/goals' } });

export const BadgeCapped = meta.story({
  args: {
    items: [
      { path: '/', label: 'Clienti', icon: Users, badge: 150 },
      { path: '/vitals', label: 'Vitali', icon: BarChart3, badge: 0 },
      { path: '/reports', label: 'Report', icon: FileText, badge: 12 },
      { path: '/settings', label: 'Impostazioni', icon: Settings },
    ],
    label: 'Navigazione consulente',
  },
  parameters: { route: '/reports' },
});
