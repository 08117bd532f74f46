import { type LucideIcon } from 'lucide-react';
import { type ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { usePageLive } from '@traguardo/app-runtime/page-live';
import { type NavItem } from './nav-item';
import { lazyRoute } from './lazy-route';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';

/**
 * A screen's route, its module loaded on the first visit (one chunk a screen); without a
 * path it is the index screen.
 */
function lazyScreen<Name extends string>(
  path: string | undefined,
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): RouteObject {
  const lazy = lazyRoute(load, name);
  return path === undefined ? { index: true, lazy } : { path, lazy };
}

/**
 * The screens' place. The build renders each route's screen as it is before the page is
 * live (page-live.ts): its title, static texts and card frames, no stored state, no figure.
 * Until the browser has made that HTML live its controls are inert: a click or a key press
 * on a control that cannot work yet does nothing, and nothing is taken in to be lost.
 */
function LiveOutlet() {
  const live = usePageLive();
  return (
    <div className="contents" inert={!live}>
      <noscript>
        <p className="mb-4 text-sm text-slate-700">
          Per mostrare i tuoi dati Traguardo ha bisogno di JavaScript: attivalo e ricarica la
          pagina.
        </p>
      </noscript>
      <Outlet />
    </div>
  );
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
  /** The screen's name, as the build's route list gives it. */
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
  const route = lazyScreen(path === '/' ? undefined : path.slice(1), load, name);
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
