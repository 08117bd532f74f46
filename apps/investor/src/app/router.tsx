import { appRoutes, lazyScreen } from '@traguardo/ui/app-routes';
import { InvestorLayout } from './investor-layout';

export const routes = appRoutes(InvestorLayout, [
  lazyScreen(undefined, () => import('../features/home/home-screen'), 'HomeScreen'),
  lazyScreen('accounts', () => import('../features/accounts/accounts-screen'), 'AccountsScreen'),
  lazyScreen('budget', () => import('../features/budget/budget-screen'), 'BudgetScreen'),
  lazyScreen('goals', () => import('../features/goals/goals-screen'), 'GoalsScreen'),
  lazyScreen('invest', () => import('../features/invest/invest-screen'), 'InvestScreen'),
  lazyScreen('coach', () => import('../features/coach/coach-screen'), 'CoachScreen'),
  lazyScreen('vault', () => import('../features/vault/vault-screen'), 'VaultScreen'),
  lazyScreen('more', () => import('../features/more/more-screen'), 'MoreScreen'),
]);
