import { Outlet } from 'react-router-dom';
import { usePageLive } from '@traguardo/app-runtime/page-live';
import { AppShell } from '@traguardo/ui/app-shell';
import { useBookStore } from '../stores/book-store';
import { BookLabel } from './book-label';
import { advisorNavItems } from './nav-items';

/** Wraps every advisor route, the 404 included, in the shell and its navigation (a bottom bar on a phone, a sidebar from 1024px). */
export function AdvisorLayout() {
  const live = usePageLive();
  const ownBook = useBookStore((state) => state.book === 'own');
  return (
    <AppShell
      navItems={advisorNavItems}
      navLabel="Navigazione consulente"
      demo={!(live && ownBook)}
      headerActions={<BookLabel />}
    >
      <Outlet />
    </AppShell>
  );
}
