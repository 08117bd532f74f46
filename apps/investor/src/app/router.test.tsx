import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app';

function renderAt(path: string) {
  return renderApp({ route: path });
}

const navLabels = ['Home', 'Conti', 'Budget', 'Obiettivi', 'Investi', 'Coach', 'Vault', 'Altro'];

describe('investor routes', () => {
  it.each([
    ['/', 'Home'],
    ['/accounts', 'Conti'],
    ['/budget', 'Budget'],
    ['/goals', 'Obiettivi'],
    ['/invest', 'Investi'],
    ['/coach', 'Coach'],
    ['/vault', 'Vault'],
    ['/more', 'Altro'],
  ])('%s shows the %s screen inside the shell, its nav item current', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(navLabels);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent(title);
  });

  it('shows the not-found page inside the shell for an unknown path', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/nope');
    expect(await screen.findByText(/Oops! Page not found/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigazione principale' })).toBeInTheDocument();
  });
});
