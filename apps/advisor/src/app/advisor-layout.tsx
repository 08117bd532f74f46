import { Outlet } from 'react-router-dom';
import { AppShell } from '@traguardo/ui/app-shell';
import { advisorNavItems } from './nav-items';

/** Wraps every advisor route, the 404 included, in the shell and its navigation (a bottom bar on a phone, a sidebar from 1024px). */
export function AdvisorLayout() {
  return (
    <AppShell navItems={advisorNavItems} navLabel="Navigazione consulente">
      <Outlet />
    </AppShell>
  );
}
