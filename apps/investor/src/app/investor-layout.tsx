import { Outlet } from 'react-router-dom';
import { usePageLive } from '@traguardo/app-runtime/page-live';
import { AppShell } from '@traguardo/ui/app-shell';
import { useProfileStore } from '../stores/profile-store';
import { investorNavItems, investorNavLabel } from './nav-items';
import { ProfileLabel } from './profile-label';

/** Every investor route, the 404 included, sits inside the shell and its navigation (a bottom bar on a phone, a sidebar from 1024px). */
export function InvestorLayout() {
  const live = usePageLive();
  const ownData = useProfileStore((state) => state.profile === 'own');
  return (
    <AppShell
      navItems={investorNavItems}
      navLabel={investorNavLabel}
      // The profile is on the device: the build's shell says neither, as ProfileLabel does.
      demo={live && !ownData}
      headerActions={<ProfileLabel />}
    >
      <Outlet />
    </AppShell>
  );
}
