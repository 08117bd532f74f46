import { type ComponentType } from 'react';
import { type RouteObject } from 'react-router-dom';
import { lazyRoute } from './lazy-route';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';

/**
 * A screen's route, its module loaded on the first visit (one chunk a screen); without a
 * path it is the index screen.
 */
export function lazyScreen<Name extends string>(
  path: string | undefined,
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): RouteObject {
  const lazy = lazyRoute(load, name);
  return path === undefined ? { index: true, lazy } : { path, lazy };
}

/**
 * An app's route tree: its layout at '/' around the screens, the shared error page for
 * any error and the 404 page for any other path (React Router's defaults are English).
 */
export function appRoutes(Layout: ComponentType, screens: RouteObject[]): RouteObject[] {
  return [
    {
      path: '/',
      Component: Layout,
      ErrorBoundary: RouteErrorPage,
      children: [...screens, { path: '*', Component: NotFoundPage }],
    },
  ];
}
