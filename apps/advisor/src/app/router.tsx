import { appRoutes, lazyScreen } from '@traguardo/ui/app-routes';
import { AdvisorLayout } from './advisor-layout';

export const routes = appRoutes(AdvisorLayout, [
  lazyScreen(undefined, () => import('../features/clients/clients-screen'), 'ClientsScreen'),
  lazyScreen('vitals', () => import('../features/vitals/vitals-screen'), 'VitalsScreen'),
  lazyScreen('reports', () => import('../features/reports/reports-screen'), 'ReportsScreen'),
  lazyScreen('settings', () => import('../features/settings/settings-screen'), 'SettingsScreen'),
  lazyScreen(
    'client/:clientId',
    () => import('../features/client-detail/client-detail-screen'),
    'ClientDetailScreen',
  ),
]);
