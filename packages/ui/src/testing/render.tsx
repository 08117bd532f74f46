import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { type ComponentType, type ReactElement, type ReactNode } from 'react';
import {
  createMemoryRouter,
  MemoryRouter,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';

/** Renders inside a memory router at `route`, as components with links need. */
export function renderWithRouter(
  ui: ReactElement,
  { route = '/' }: { route?: string } = {},
): RenderResult {
  return render(<MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>);
}

export type RenderAppResult = RenderResult & { user: UserEvent };

type AppRouter = ReturnType<typeof createMemoryRouter>;

type RenderApp = {
  /** The whole app (its routes and shell) at `route`, with its router to read the location. */
  (options?: { route?: string }): RenderAppResult & { router: AppRouter };
  /** One screen at `route`, inside the app's providers and toaster as the app mounts it. */
  (ui: ReactElement, options?: { route?: string }): RenderAppResult;
};

/**
 * Builds an app's one render helper for tests: its providers (toaster included, so a test
 * reads the toast a user sees) around either one screen or the app's routes. Each app's
 * test set-up clears storage and resets its stores before every test.
 */
export function createRenderApp(
  Providers: ComponentType<{ children: ReactNode }>,
  routes: RouteObject[],
): RenderApp {
  function renderApp(options?: { route?: string }): RenderAppResult & { router: AppRouter };
  function renderApp(ui: ReactElement, options?: { route?: string }): RenderAppResult;
  function renderApp(
    uiOrOptions?: ReactElement | { route?: string },
    options: { route?: string } = {},
  ): RenderAppResult & { router?: AppRouter } {
    const user = userEvent.setup();
    if (uiOrOptions !== undefined && 'type' in uiOrOptions) {
      const route = options.route ?? '/';
      const ui = <MemoryRouter initialEntries={[route]}>{uiOrOptions}</MemoryRouter>;
      return { user, ...render(<Providers>{ui}</Providers>) };
    }
    const router = createMemoryRouter(routes, { initialEntries: [uiOrOptions?.route ?? '/'] });
    const app = <RouterProvider router={router} />;
    return { user, router, ...render(<Providers>{app}</Providers>) };
  }
  return renderApp;
}
