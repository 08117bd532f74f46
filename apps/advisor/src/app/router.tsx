import { appRoutes } from '@traguardo/ui/app-routes';
import { AdvisorLayout } from './advisor-layout';
import { advisorScreens } from './screens';

export const routes = appRoutes(AdvisorLayout, advisorScreens);
