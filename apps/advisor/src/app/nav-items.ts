import { Activity, FileText, Settings, Users, type LucideIcon } from 'lucide-react';

export type AdvisorNavItem = { path: string; label: string; icon: LucideIcon };

/** The four advisor destinations of spec §2, in order; paths are relative to /advisor. */
export const advisorNavItems: readonly AdvisorNavItem[] = [
  { path: '/', label: 'Clienti', icon: Users },
  { path: '/vitals', label: 'Vitali', icon: Activity },
  { path: '/reports', label: 'Report', icon: FileText },
  { path: '/settings', label: 'Impostazioni', icon: Settings },
];
