import { type RouteObject } from 'react-router-dom';
import { lazyRoute } from '@traguardo/ui/lazy-route';
import { NotFoundPage } from '@traguardo/ui/not-found-page';
import { RouteErrorPage } from '@traguardo/ui/route-error-page';
import { AdvisorLayout } from './advisor-layout';

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AdvisorLayout,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        index: true,
        lazy: lazyRoute(() => import('../features/clients/clients-screen'), 'ClientsScreen'),
      },
      {
        path: 'vitals',
        lazy: lazyRoute(() => import('../features/vitals/vitals-screen'), 'VitalsScreen'),
      },
      {
        path: 'reports',
        lazy: lazyRoute(() => import('../features/reports/reports-screen'), 'ReportsScreen'),
      },
      {
        path: 'settings',
        lazy: lazyRoute(() => import('../features/settings/settings-screen'), 'SettingsScreen'),
      },
      {
        path: 'client/:clientId',
        lazy: lazyRoute(
          () => import('../features/client-detail/client-detail-screen'),
          'ClientDetailScreen',
        ),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
