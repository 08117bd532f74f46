import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PageLiveContext } from '@traguardo/app-runtime/page-live';
import { appRoutes, appScreen } from './app-routes';

function Layout() {
  return (
    <main aria-label="Layout di prova">
      <Outlet />
    </main>
  );
}

const routes = appRoutes(Layout, [
  appScreen({
    path: '/',
    title: 'Home',
    module: 'home.tsx',
    load: async () => ({ Home: () => <h1>Home</h1> }),
    name: 'Home',
  }),
  appScreen({
    path: '/conti',
    title: 'Conti',
    module: 'conti.tsx',
    load: async () => ({
      Accounts: () => (
        <>
          <h1>Conti</h1>
          <p>Saldo 1.234 €</p>
        </>
      ),
    }),
    name: 'Accounts',
  }),
]);

function renderAt(path: string, live = true) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <PageLiveContext value={live}>
      <RouterProvider router={router} />
    </PageLiveContext>,
  );
}

describe('appRoutes', () => {
  it.each([
    ['/', 'Home'],
    ['/conti', 'Conti'],
  ])('%s loads its screen inside the layout', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('main', { name: 'Layout di prova' })).toContainElement(
      screen.getByRole('heading', { level: 1 }),
    );
  });

  it('shows the 404 page for any other path', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/nessuna-pagina');
    expect(
      await screen.findByRole('heading', { name: /Oops! Page not found/ }),
    ).toBeInTheDocument();
  });

  it('renders the screen inert until the page is live, then lets it take input', async () => {
    const { rerender } = renderAt('/conti', false);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Conti' });
    expect(heading.closest('[inert]')).not.toBeNull();
    expect(screen.getByText('Saldo 1.234 €').closest('[inert]')).not.toBeNull();
    const router = createMemoryRouter(routes, { initialEntries: ['/conti'] });
    rerender(
      <PageLiveContext value={true}>
        <RouterProvider router={router} />
      </PageLiveContext>,
    );
    expect(
      (await screen.findByRole('heading', { level: 1, name: 'Conti' })).closest('[inert]'),
    ).toBeNull();
  });

  it('shows the 404 page as it is even before the page is live', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/nessuna-pagina', false);
    expect(
      await screen.findByRole('heading', { name: /Oops! Page not found/ }),
    ).toBeInTheDocument();
  });
});
