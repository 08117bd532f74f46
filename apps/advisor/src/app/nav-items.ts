import { navItems } from '@traguardo/ui/app-routes';
import { advisorScreens } from './screens';

/** The four advisor destinations of spec §2, in order; paths are relative to /advisor. */
export const advisorNavItems = navItems(advisorScreens);
