import { type RouteObject } from 'react-router-dom';
import { lazyRoute } from '@traguardo/ui/lazy-route';
import { NotFoundPage } from '@traguardo/ui/not-found-page';
import { RouteErrorPage } from '@traguardo/ui/route-error-page';
import { InvestorLayout } from './investor-layout';

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: InvestorLayout,
    ErrorBoundary: RouteErrorPage,
    children: [
      { index: true, lazy: lazyRoute(() => import('../features/home/home-screen'), 'HomeScreen') },
      {
        path: 'accounts',
        lazy: lazyRoute(() => import('../features/accounts/accounts-screen'), 'AccountsScreen'),
      },
      {
        path: 'budget',
        lazy: lazyRoute(() => import('../features/budget/budget-screen'), 'BudgetScreen'),
      },
      {
        path: 'goals',
        lazy: lazyRoute(() => import('../features/goals/goals-screen'), 'GoalsScreen'),
      },
      {
        path: 'invest',
        lazy: lazyRoute(() => import('../features/invest/invest-screen'), 'InvestScreen'),
      },
      {
        path: 'coach',
        lazy: lazyRoute(() => import('../features/coach/coach-screen'), 'CoachScreen'),
      },
      {
        path: 'vault',
        lazy: lazyRoute(() => import('../features/vault/vault-screen'), 'VaultScreen'),
      },
      { path: 'more', lazy: lazyRoute(() => import('../features/more/more-screen'), 'MoreScreen') },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
