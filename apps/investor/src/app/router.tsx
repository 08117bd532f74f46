import { appRoutes } from '@traguardo/ui/app-routes';
import { InvestorLayout } from './investor-layout';
import { investorScreens } from './screens';

export const routes = appRoutes(InvestorLayout, investorScreens);
