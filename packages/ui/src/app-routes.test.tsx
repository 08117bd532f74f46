import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes, lazyScreen } from './app-routes';

function Layout() {
  return (
    <main aria-label="Layout di prova">
      <Outlet />
    </main>
  );
}

const routes = appRoutes(Layout, [
  lazyScreen(undefined, async () => ({ Home: () => <h1>Home</h1> }), 'Home'),
  lazyScreen('conti', async () => ({ Accounts: () => <h1>Conti</h1> }), 'Accounts'),
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
