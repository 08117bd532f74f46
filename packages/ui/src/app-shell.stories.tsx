import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart3, FileText, Settings, Users } from 'lucide-react';
import { AppShell } from './app-shell';

const meta = {
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
} satisfies Meta<typeof AppShell>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHeaderActions: Story = {
  args: {
    headerActions: (
      <a href="/investor" className="text-sm font-medium text-brand-700 underline">
        Modalità Investitore
      </a>
    ),
  },
};
