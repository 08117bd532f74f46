import { type ReactNode } from 'react';
import { AppStatusBar } from './app-status-bar';
import { BottomNav } from './bottom-nav';
import { cx } from './class-names';
import { DemoBadge } from './demo-badge';
import { MAIN_CONTENT_ID } from './main-content';
import { type NavItem } from './nav-item';
import { SideNav } from './side-nav';
import { StorageNoticeBanner } from './storage-notice-banner';

type AppShellProps = {
  navItems: readonly NavItem[];
  /** Accessible name of the navigation, the same at every screen size. */
  navLabel: string;
  /** Optional right side of the header, e.g. a role switch link. */
  headerActions?: ReactNode;
  /**
   * Whether the header shows the demo's badge ("Versione Demo - Dati Simulati"); when not,
   * its place stays, empty (visibility: hidden, so no one reads it).
   */
  demo?: boolean;
  children: ReactNode;
};

/**
 * Header, the one `<main>` of the page, and the navigation: a bar fixed to the foot of a
 * phone's screen, a sidebar from the lg breakpoint (1024px) up. Both are in the markup and CSS
 * shows one (display: none hides the other from assistive technology too), so there is one
 * navigation landmark at a time, the prerendered page matches the hydrated one and nothing
 * moves once the script runs. The sidebar comes before `<main>` in the document, so the keyboard
 * reaches it where the eye does; the bar stays after it, as on a phone it always was.
 */
export function AppShell({
  navItems,
  navLabel,
  headerActions,
  demo = true,
  children,
}: AppShellProps) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:text-brand-700 focus:shadow"
      >
        Vai al contenuto
      </a>
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-3 px-4 lg:max-w-none lg:px-6">
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
            {/* Too long for a 360px header: the badge shows from the sm breakpoint up. Hidden,
                it keeps its place, so that nothing in the header moves when it shows. */}
            <span className={cx('hidden sm:block', !demo && 'invisible')}>
              <DemoBadge />
            </span>
            {headerActions}
          </div>
        </div>
      </header>
      {/* Under the sticky header (h-14 and its 1px border, which it covers), to the foot. */}
      <div className="fixed top-14 bottom-0 left-0 z-10 hidden w-side-nav border-r border-slate-200 lg:block">
        <SideNav items={navItems} label={navLabel} />
      </div>
      <div className="lg:pl-side-nav">
        {/* Bottom padding keeps the last content clear of the phone's fixed navigation. */}
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="mx-auto max-w-5xl px-4 pt-4 pb-28 outline-none lg:max-w-shell lg:px-6 lg:pt-6 lg:pb-10"
        >
          <AppStatusBar />
          <StorageNoticeBanner />
          {children}
        </main>
      </div>
      <div className="lg:hidden">
        <BottomNav items={navItems} label={navLabel} />
      </div>
    </div>
  );
}
