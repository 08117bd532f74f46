import { navItems } from '@traguardo/ui/app-routes';
import { investorScreens } from './screens';

// Paths are relative to the router's '/investor' basename: '/' is /investor.
export const investorNavItems = navItems(investorScreens);

export const investorNavLabel = 'Navigazione principale';
