import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes, appScreen } from './app-routes';

// The screens' routes as the apps build them (appRoutes, appScreen), with a screen whose
// chunk fails to load the way a browser says so.

function Layout() {
  return (
    <>
      <nav aria-label="Navigazione di prova">
        <Link to="/">Home</Link>
        <Link to="/budget">Budget</Link>
      </nav>
      <main aria-label="Layout di prova">
        <Outlet />
      </main>
    </>
  );
}

const chunkGone = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/budget.js');

/** A screen module whose fetch fails while `reachable` is false. */
function budgetChunk() {
  const state = { reachable: false, fetches: 0 };
  const load = async (): Promise<{ Budget: ComponentType }> => {
    state.fetches += 1;
    if (!state.reachable) throw chunkGone();
    return { Budget: () => <h1>Budget</h1> };
  };
  return { state, load };
}

function renderApp(load: () => Promise<{ Budget: ComponentType }>, path = '/') {
  const routes = appRoutes(Layout, [
    appScreen({
      path: '/',
      title: 'Home',
      module: 'home.tsx',
      load: async () => ({ Home: () => <h1>Home</h1> }),
      name: 'Home',
    }),
    appScreen({ path: '/budget', title: 'Budget', module: 'budget.tsx', load, name: 'Budget' }),
  ]);
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

const OFFLINE_TITLE = 'Questa schermata non è disponibile offline';
const NEW_VERSION_TITLE = 'È disponibile una nuova versione';

describe('a screen whose chunk cannot be loaded', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('offline: says so inside the layout, and the navigation still works', async () => {
    goOffline();
    const { load } = budgetChunk();
    renderApp(load);
    await screen.findByRole('heading', { name: 'Home' });

    await userEvent.click(screen.getByRole('link', { name: 'Budget' }));
    const title = await screen.findByRole('heading', { level: 1, name: OFFLINE_TITLE });
    expect(screen.getByRole('main', { name: 'Layout di prova' })).toContainElement(title);
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });

  it('Riprova loads the screen once the chunk can be fetched again', async () => {
    goOffline();
    const { state, load } = budgetChunk();
    renderApp(load, '/budget');
    await screen.findByRole('heading', { name: OFFLINE_TITLE });

    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { name: OFFLINE_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeEnabled();

    state.reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Budget' })).toBeInTheDocument();
  });

  it('a later visit tries again by itself', async () => {
    goOffline();
    const { state, load } = budgetChunk();
    renderApp(load);
    await screen.findByRole('heading', { name: 'Home' });
    await userEvent.click(screen.getByRole('link', { name: 'Budget' }));
    await screen.findByRole('heading', { name: OFFLINE_TITLE });
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    await screen.findByRole('heading', { name: 'Home' });

    vi.restoreAllMocks();
    state.reachable = true;
    await userEvent.click(screen.getByRole('link', { name: 'Budget' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Budget' })).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_TITLE)).not.toBeInTheDocument();
  });

  it('online: a chunk gone after a new deployment offers Ricarica, which reloads the page', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const { load } = budgetChunk();
    renderApp(load);
    await screen.findByRole('heading', { name: 'Home' });

    await userEvent.click(screen.getByRole('link', { name: 'Budget' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: NEW_VERSION_TITLE }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ricarica' }));
    expect(reload).toHaveBeenCalledOnce();

    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });

  it('any other error still reaches the error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp(async () => {
      throw new RangeError('Invalid time value');
    }, '/budget');
    expect(await screen.findByText('Invalid time value')).toBeInTheDocument();
    await act(async () => {});
  });
});
