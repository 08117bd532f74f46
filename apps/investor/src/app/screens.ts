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
import { type AppScreen, appScreen } from '@traguardo/ui/app-routes';

const features = 'apps/investor/src/features';

/** The investor's screens, in the navigation's order (spec §2); paths under /investor. */
export const investorScreens: readonly AppScreen[] = [
  appScreen({
    path: '/',
    title: 'Home',
    module: `${features}/home/home-screen.tsx`,
    load: () => import('../features/home/home-screen'),
    name: 'HomeScreen',
    nav: { label: 'Home', icon: House },
  }),
  appScreen({
    path: '/accounts',
    title: 'Conti',
    module: `${features}/accounts/accounts-screen.tsx`,
    load: () => import('../features/accounts/accounts-screen'),
    name: 'AccountsScreen',
    nav: { label: 'Conti', icon: Wallet },
  }),
  appScreen({
    path: '/budget',
    title: 'Budget',
    module: `${features}/budget/budget-screen.tsx`,
    load: () => import('../features/budget/budget-screen'),
    name: 'BudgetScreen',
    nav: { label: 'Budget', icon: ChartPie },
  }),
  appScreen({
    path: '/goals',
    title: 'Obiettivi',
    module: `${features}/goals/goals-screen.tsx`,
    load: () => import('../features/goals/goals-screen'),
    name: 'GoalsScreen',
    nav: { label: 'Obiettivi', icon: Target },
  }),
  appScreen({
    path: '/invest',
    title: 'Investi',
    module: `${features}/invest/invest-screen.tsx`,
    load: () => import('../features/invest/invest-screen'),
    name: 'InvestScreen',
    nav: { label: 'Investi', icon: TrendingUp },
  }),
  appScreen({
    path: '/coach',
    title: 'Coach',
    module: `${features}/coach/coach-screen.tsx`,
    load: () => import('../features/coach/coach-screen'),
    name: 'CoachScreen',
    nav: { label: 'Coach', icon: Bot },
  }),
  appScreen({
    path: '/vault',
    title: 'Vault',
    module: `${features}/vault/vault-screen.tsx`,
    load: () => import('../features/vault/vault-screen'),
    name: 'VaultScreen',
    nav: { label: 'Vault', icon: Lock },
  }),
  appScreen({
    path: '/more',
    title: 'Altro',
    module: `${features}/more/more-screen.tsx`,
    load: () => import('../features/more/more-screen'),
    name: 'MoreScreen',
    nav: { label: 'Altro', icon: EllipsisVertical },
  }),
  // Reached from Conti, Budget and Home; the navigation keeps the spec's 8 items.
  appScreen({
    path: '/transactions',
    title: 'Movimenti',
    module: `${features}/transactions/transactions-screen.tsx`,
    load: () => import('../features/transactions/transactions-screen'),
    name: 'TransactionsScreen',
  }),
  // Reached from Conti and Movimenti (own profile): a bank's statement file in, undoable.
  appScreen({
    path: '/import',
    title: 'Importa movimenti',
    module: `${features}/import/import-screen.tsx`,
    load: () => import('../features/import/import-screen'),
    name: 'ImportScreen',
  }),
];
