import {
  startTransition,
  StrictMode,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { nextTask } from './next-task';
import { PageLiveContext } from './page-live';
import { canHydrate, PAGE_LIVE_EVENT, PRERENDERED_PATH_ATTRIBUTE } from './prerendered-page';

/** What an app is made of, for the browser (mountApp) and the build's prerender alike. */
export type AppDefinition = {
  routes: RouteObject[];
  /** The public path the app is served under, with its trailing slash ('/investor/'). */
  base: string;
  /** The app's providers around the router (role, toaster). */
  Providers: ComponentType<{ children: ReactNode }>;
};

/** React Router wants the base without its trailing slash ('/investor'; '' for '/'). */
export function routerBasename(base: string): string {
  return base.replace(/\/$/, '');
}

/**
 * Holds whether the screens may show what the device holds (page-live.ts): off while the
 * build renders and while the browser hydrates that render, on right after, in a
 * transition, so the screen renders in slices as hydration did. Says the page is live once
 * the screen is on the page.
 */
function LiveTree({ startLive, children }: { startLive: boolean; children: ReactNode }) {
  const [live, setLive] = useState(startLive);
  useEffect(() => {
    if (live) document.dispatchEvent(new Event(PAGE_LIVE_EVENT));
    else startTransition(() => setLive(true));
  }, [live]);
  return <PageLiveContext value={live}>{children}</PageLiveContext>;
}

/**
 * The one tree both the build (a static router, `startLive` off) and the browser render:
 * hydration needs the same components around the same routes.
 */
export function AppTree({
  app: { Providers },
  router,
  startLive,
}: {
  app: AppDefinition;
  router: ReactNode;
  startLive: boolean;
}) {
  return (
    <StrictMode>
      <LiveTree startLive={startLive}>
        <Providers>{router}</Providers>
      </LiveTree>
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

/**
 * Mounts an app into its page's #root, in strict mode: each app's entry point calls it once.
 * When #root holds the shell the build rendered for this path, React hydrates it (header,
 * navigation and the screen's title are painted before any script runs) and then renders
 * the screen with what the device holds; otherwise — the dev server, the empty shell page (a
 * route with a parameter, a 404, the service worker's fallback) — it renders afresh. Either
 * way it waits for the route's lazy screen first, so nothing blanks in between.
 *
 * It starts in a task of its own (the app's modules are evaluated in the caller's), and both
 * start in a transition: React hydrates (or renders) in slices of a few milliseconds, handing
 * the main thread back in between, instead of one long task that blocks input.
 */
export async function mountApp(app: AppDefinition): Promise<void> {
  const container = document.getElementById('root');
  if (container === null) throw new Error('Elemento #root mancante in index.html');
  await nextTask();
  const router = createBrowserRouter(app.routes, { basename: routerBasename(app.base) });
  const routerElement = <RouterProvider router={router} />;
  await routerReady(router);

  const prerendered = container.getAttribute(PRERENDERED_PATH_ATTRIBUTE);
  if (canHydrate(prerendered, window.location.pathname)) {
    startTransition(() => {
      hydrateRoot(container, <AppTree app={app} router={routerElement} startLive={false} />);
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(<AppTree app={app} router={routerElement} startLive={true} />));
}
