import { Outlet } from 'react-router-dom';
import { AppShell } from '@traguardo/ui/app-shell';
import { advisorNavItems } from './nav-items';

/** Wraps every advisor route, the 404 included, in the shell with the bottom navigation. */
export function AdvisorLayout() {
  return (
    <AppShell navItems={advisorNavItems} navLabel="Navigazione consulente">
      <Outlet />
    </AppShell>
  );
}
