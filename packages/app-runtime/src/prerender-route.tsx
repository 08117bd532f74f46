import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppTree, routerBasename, type AppDefinition } from './mount-app';

/**
 * The build's side of mountApp (only the build's server entry imports it): renders one
 * route of an app to HTML, as the browser's hydrating render will: the app's frame and the
 * screen's shell, never what a device holds (page-live.ts). The static handler resolves the
 * route's lazy screen first, and `prerender` waits for anything that suspends. `hydrate={false}`: React Router would
 * otherwise add an inline script with its state, which the CSP refuses (and nothing here
 * has loaders, so there is no state to hand over).
 */
export async function prerenderRoute(app: AppDefinition, path: string): Promise<string> {
  const handler = createStaticHandler(app.routes, { basename: routerBasename(app.base) });
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) {
    throw new Error(`${path}: la route risponde ${context.status} invece di una pagina`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <AppTree
      app={app}
      router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
      startLive={false}
    />,
  );
  return new Response(prelude).text();
}
