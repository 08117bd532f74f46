import { startTransition, StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import {
  canHydrate,
  PRERENDERED_DATE_ATTRIBUTE,
  PAGE_LIVE_EVENT,
  PRERENDERED_PATH_ATTRIBUTE,
  RENDERED_AFRESH_ATTRIBUTE,
} from './prerendered-page';

/** Values of route parameters, by the parameter's name ('clientId' → ['c1', 'c2']). */
export type PrerenderParams = Readonly<Record<string, readonly string[]>>;

/** What an app is made of, for the browser (mountApp) and the build's prerender alike. */
export type AppDefinition = {
  routes: RouteObject[];
  /** The public path the app is served under, with its trailing slash ('/investor/'). */
  base: string;
  /** The app's providers around the router (role, toaster). */
  Providers: ComponentType<{ children: ReactNode }>;
  /**
   * For the build only: the values for which a route with that parameter is prerendered
   * (vite-plugins/route-preloads.ts `appRoutes`), taken from the data the app renders.
   * A parameter without values, or a value not listed, gets the shell page.
   */
  prerenderParams?: () => PrerenderParams;
};

/** React Router wants the base without its trailing slash ('/investor'; '' for '/'). */
export function routerBasename(base: string): string {
  return base.replace(/\/$/, '');
}

/** Calls `onCommitted` once its tree is on the page (after hydration, when hydrating). */
function Committed({ onCommitted, children }: { onCommitted: () => void; children: ReactNode }) {
  // A parent's effects run after its children's: every store subscription is in place.
  useEffect(onCommitted, [onCommitted]);
  return children;
}

const nothing = () => {};

/**
 * Says the page is React's, once the render the stored state caused is on the page (React
 * renders a store's update in a microtask queued before this one), so that a click held
 * since the first paint reaches the buttons as they are now. Not a timer: a page whose
 * clock stands still (a test's) would never hear it.
 */
function announcePageLive(): void {
  queueMicrotask(() => document.dispatchEvent(new Event(PAGE_LIVE_EVENT)));
}

/** Shows #root again once the browser's own render of the address is on the page. */
function revealRenderedPage(): void {
  document.documentElement.removeAttribute(RENDERED_AFRESH_ATTRIBUTE);
  announcePageLive();
}

/**
 * The one tree both the build (renderToString of a static router) and the browser render:
 * hydration needs the same components around the same routes.
 */
export function AppTree({
  app: { Providers },
  router,
  onCommitted = nothing,
}: {
  app: AppDefinition;
  router: ReactNode;
  onCommitted?: () => void;
}) {
  return (
    <StrictMode>
      <Committed onCommitted={onCommitted}>
        <Providers>{router}</Providers>
      </Committed>
    </StrictMode>
  );
}

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/** Resolves once the router has loaded the lazy screen of the current address. */
function routerReady(router: BrowserRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

type MountOptions = {
  /**
   * Loads the state kept on the device (persistence's applyStoredState): before the first
   * render, or right after hydration, whose first render must match the build's sample-data
   * markup.
   */
  applyStoredState?: () => void;
};

/**
 * Mounts an app into its page's #root, in strict mode: each app's entry point calls it once.
 * When #root holds the markup the build rendered for this very address, React hydrates it
 * (the content is already painted before any script runs); otherwise — the dev server, the
 * empty shell page (a route with a parameter, a 404, the service worker's fallback), a
 * query, a dated page on another day — it renders afresh. Either way it waits for the route's
 * lazy screen, so prerendered markup stays on screen until then and nothing blanks in
 * between; markup the pre-paint script found to be another page's (a filter in the query)
 * stays out of sight until the fresh render is on the page. A click on a prerendered button
 * in the meantime is held by the pre-paint script and made again once React has the page.
 *
 * Both start in a transition: React then hydrates (or renders) in slices of a few
 * milliseconds, handing the main thread back in between, instead of one long task that
 * blocks input for the whole screen. A click or key press on prerendered markup meanwhile
 * is replayed once its part of the tree has hydrated.
 */
export async function mountApp(
  app: AppDefinition,
  { applyStoredState = nothing }: MountOptions = {},
): Promise<void> {
  const container = document.getElementById('root');
  if (container === null) throw new Error('Elemento #root mancante in index.html');
  const router = createBrowserRouter(app.routes, { basename: routerBasename(app.base) });
  const routerElement = <RouterProvider router={router} />;
  // Whatever #root shows (prerendered markup, or nothing) stays until the screen can render.
  await routerReady(router);

  const marks = {
    path: container.getAttribute(PRERENDERED_PATH_ATTRIBUTE),
    date: container.getAttribute(PRERENDERED_DATE_ATTRIBUTE),
  };
  if (canHydrate(marks, window.location, todayLocalDate())) {
    const hydrated = () => {
      applyStoredState();
      announcePageLive();
    };
    startTransition(() => {
      hydrateRoot(container, <AppTree app={app} router={routerElement} onCommitted={hydrated} />);
    });
    return;
  }
  applyStoredState();
  const root = createRoot(container);
  startTransition(() =>
    root.render(<AppTree app={app} router={routerElement} onCommitted={revealRenderedPage} />),
  );
}
