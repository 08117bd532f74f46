import { Outlet } from 'react-router-dom';
import { AppShell } from '@traguardo/ui/app-shell';
import { investorNavItems, investorNavLabel } from './nav-items';

/** Every investor route, the 404 included, sits inside the shell with the bottom navigation. */
export function InvestorLayout() {
  return (
    <AppShell navItems={investorNavItems} navLabel={investorNavLabel}>
      <Outlet />
    </AppShell>
  );
}
