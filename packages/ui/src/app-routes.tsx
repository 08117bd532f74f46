import { type LucideIcon } from 'lucide-react';
import { type ComponentType } from 'react';
import { Outlet, type RouteObject, useMatches } from 'react-router-dom';
import { usePageLive } from '@traguardo/app-runtime/page-live';
import { type NavItem } from './nav-item';
import { lazyRoute } from './lazy-route';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';
import { ScreenShell } from './screen-shell';

/** What a screen's route tells the frame around it (LiveOutlet). */
type ScreenHandle = { title: string };

/**
 * A screen's route, its module loaded on the first visit (one chunk a screen); without a
 * path it is the index screen.
 */
function lazyScreen<Name extends string>(
  path: string | undefined,
  title: string,
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): RouteObject {
  const lazy = lazyRoute(load, name);
  const handle: ScreenHandle = { title };
  return path === undefined ? { index: true, lazy, handle } : { path, lazy, handle };
}

/**
 * The screen, once it may show what the device holds (usePageLive); until then its shell,
 * which is what the build renders into the route's HTML. A route that is no screen (the
 * 404) has nothing of the device's and shows as it is.
 */
function LiveOutlet() {
  const live = usePageLive();
  const handle = useMatches().at(-1)?.handle as ScreenHandle | undefined;
  return live || handle === undefined ? <Outlet /> : <ScreenShell title={handle.title} />;
}

/** A screen's place in the app's navigation. */
export type NavEntry = { label: string; icon: LucideIcon };

/**
 * One screen of an app, declared once: the router, the navigation and (checked by each app's
 * route-table test) the build's route list, vite-plugins/routes.json, all come from it.
 */
export type AppScreen = {
  /** Under the app's base: '/' for the index screen, '/client/:clientId' with a parameter. */
  path: string;
  /** The screen's name: in the build's route list, and the h1 of its shell (ScreenShell). */
  title: string;
  /** The screen's module, from the repository's root, as the build's route list names it. */
  module: string;
  route: RouteObject;
  nav?: NavEntry;
};

/** Declares a screen whose module exports the component `name`, loaded on the first visit. */
export function appScreen<Name extends string>(screen: {
  path: string;
  title: string;
  module: string;
  load: () => Promise<Record<Name, ComponentType>>;
  name: Name;
  nav?: NavEntry;
}): AppScreen {
  const { path, title, module, load, name, nav } = screen;
  const route = lazyScreen(path === '/' ? undefined : path.slice(1), title, load, name);
  return nav === undefined ? { path, title, module, route } : { path, title, module, route, nav };
}

/** The navigation's items: the screens that have a place in it, in the table's order. */
export function navItems(screens: readonly AppScreen[]): NavItem[] {
  return screens.flatMap(({ path, nav }) => (nav === undefined ? [] : [{ path, ...nav }]));
}

/**
 * An app's route tree: its layout at '/' around the screens, the shared error page for
 * any error and the 404 page for any other path (React Router's defaults are English).
 */
export function appRoutes(Layout: ComponentType, screens: readonly AppScreen[]): RouteObject[] {
  return [
    {
      path: '/',
      Component: Layout,
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          Component: LiveOutlet,
          children: [
            ...screens.map((screen) => screen.route),
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}
