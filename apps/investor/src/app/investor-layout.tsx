import { Outlet } from 'react-router-dom';
import { AppShell } from '@traguardo/ui/app-shell';
import { investorNavItems, investorNavLabel } from './nav-items';

/** Every investor route, the 404 included, sits inside the shell and its navigation (a bottom bar on a phone, a sidebar from 1024px). */
export function InvestorLayout() {
  return (
    <AppShell navItems={investorNavItems} navLabel={investorNavLabel}>
      <Outlet />
    </AppShell>
  );
}
