import { type ReactNode } from 'react';
import { AppStatusBar } from './app-status-bar';
import { BottomNav, type BottomNavItem } from './bottom-nav';
import { DemoBadge } from './demo-badge';
import { StorageNoticeBanner } from './storage-notice-banner';
import { MAIN_CONTENT_ID } from './main-content';

type AppShellProps = {
  navItems: readonly BottomNavItem[];
  /** Accessible name of the bottom navigation. */
  navLabel: string;
  /** Optional right side of the header, e.g. a role switch link. */
  headerActions?: ReactNode;
  children: ReactNode;
};

/** Header, the one `<main>` of the page, and the fixed bottom navigation. */
export function AppShell({ navItems, navLabel, headerActions, children }: AppShellProps) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:text-brand-700 focus:shadow"
      >
        Vai al contenuto
      </a>
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-3 px-4">
          <p className="flex items-center gap-2 text-lg font-bold tracking-tight text-brand-800">
            <span
              aria-hidden="true"
              className="flex size-8 items-center justify-center rounded-lg bg-brand-700 text-sm text-white"
            >
              T
            </span>
            Traguardo
          </p>
          <div className="flex items-center gap-2">
            {/* Too long for a 360px header: the badge shows from the sm breakpoint up. */}
            <span className="hidden sm:block">
              <DemoBadge />
            </span>
            {headerActions}
          </div>
        </div>
      </header>
      {/* Bottom padding keeps the last content clear of the fixed navigation. */}
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto max-w-5xl px-4 pt-4 pb-28 outline-none"
      >
        <AppStatusBar />
        <StorageNoticeBanner />
        {children}
      </main>
      <BottomNav items={navItems} label={navLabel} />
    </div>
  );
}
