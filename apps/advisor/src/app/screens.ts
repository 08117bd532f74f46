import { Activity, FileText, Settings, Users } from 'lucide-react';
import { type AppScreen, appScreen } from '@traguardo/ui/app-routes';

const features = 'apps/advisor/src/features';

/** The advisor's screens: the four destinations of spec §2 in order, then the client page. */
export const advisorScreens: readonly AppScreen[] = [
  appScreen({
    path: '/',
    title: 'Clienti',
    module: `${features}/clients/clients-screen.tsx`,
    load: () => import('../features/clients/clients-screen'),
    name: 'ClientsScreen',
    nav: { label: 'Clienti', icon: Users },
  }),
  appScreen({
    path: '/vitals',
    title: 'Dashboard Vitali',
    module: `${features}/vitals/vitals-screen.tsx`,
    load: () => import('../features/vitals/vitals-screen'),
    name: 'VitalsScreen',
    nav: { label: 'Vitali', icon: Activity },
  }),
  appScreen({
    path: '/reports',
    title: 'Report e Analisi',
    module: `${features}/reports/reports-screen.tsx`,
    load: () => import('../features/reports/reports-screen'),
    name: 'ReportsScreen',
    nav: { label: 'Report', icon: FileText },
  }),
  appScreen({
    path: '/settings',
    title: 'Impostazioni',
    module: `${features}/settings/settings-screen.tsx`,
    load: () => import('../features/settings/settings-screen'),
    name: 'SettingsScreen',
    nav: { label: 'Impostazioni', icon: Settings },
  }),
  appScreen({
    path: '/client/:clientId',
    title: 'Dettaglio cliente',
    module: `${features}/client-detail/client-detail-screen.tsx`,
    load: () => import('../features/client-detail/client-detail-screen'),
    name: 'ClientDetailScreen',
  }),
];
