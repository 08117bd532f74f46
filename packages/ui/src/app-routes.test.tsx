import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
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
    load: async () => ({ Accounts: () => <h1>Conti</h1> }),
    name: 'Accounts',
  }),
]);

function renderAt(path: string) {
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
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
});
