import preview from '../../../.storybook/preview';
import { BarChart3, FileText, Settings, Users } from 'lucide-react';
import { AppShell } from './app-shell';

const meta = preview.meta({
  title: 'Componenti/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    navLabel: 'Navigazione consulente',
    navItems: [
      { path: '/', label: 'Clienti', icon: Users },
      { path: '/vitals', label: 'Vitali', icon: BarChart3, badge: 2 },
      { path: '/reports', label: 'Report', icon: FileText },
      { path: '/settings', label: 'Impostazioni', icon: Settings },
    ],
    children: (
      <>
        <h1 className="text-2xl font-bold">Clienti</h1>
        <p className="mt-2 text-slate-600">Il contenuto della schermata va qui.</p>
      </>
    ),
  },
});

export const Default = meta.story();

export const WithHeaderActions = meta.story({
  args: {
    headerActions: (
      <a href="/investor" className="text-sm font-medium text-brand-700 underline">
        Modalità Investitore
      </a>
    ),
  },
});
