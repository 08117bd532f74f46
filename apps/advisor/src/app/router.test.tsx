import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app';

function renderAt(path: string) {
  return renderApp({ route: path }).router;
}

describe('advisor routes', () => {
  it.each([
    ['/', 'Clienti'],
    ['/vitals', 'Dashboard Vitali'],
    ['/reports', 'Report e Analisi'],
    ['/settings', 'Impostazioni'],
    ['/client/c1', 'Marco Rossi'],
  ])('%s shows the %s screen inside the shell', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navigazione consulente' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Clienti', 'Vitali', 'Report', 'Impostazioni']);
  });

  it('highlights the current navigation item', async () => {
    renderAt('/vitals');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard Vitali' });
    expect(screen.getByRole('link', { name: 'Vitali' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Clienti' })).not.toHaveAttribute('aria-current');
  });

  it('shows the not-found page, inside the shell, for an unknown path', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/nope');
    expect(await screen.findByText(/Oops! Page not found/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigazione consulente' })).toBeInTheDocument();
  });

  it('shows Cliente non trovato for an unknown client id, with a way back', async () => {
    const router = renderAt('/client/does-not-exist');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cliente non trovato' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /Torna all.elenco clienti/ }));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('client list', () => {
  it('filters by name ignoring case and accents', async () => {
    renderAt('/');
    const list = await screen.findByRole('list', { name: 'Elenco clienti' });
    const all = within(list).getAllByRole('link').length;
    expect(all).toBeGreaterThanOrEqual(12);
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Cerca cliente per nome o email' }),
      'ROSSI',
    );
    expect(within(list).getAllByRole('link').length).toBeLessThan(all);
    expect(within(list).getByRole('link', { name: /Marco Rossi/ })).toBeInTheDocument();
  });

  it('says so when nobody matches', async () => {
    renderAt('/');
    // The search shows at once; the clients once the book is read.
    await screen.findByRole('link', { name: /Marco Rossi/ });
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByText('Nessun cliente corrisponde alla ricerca.')).toBeInTheDocument();
  });

  it('opens the client from its card', async () => {
    const router = renderAt('/');
    await userEvent.click(await screen.findByRole('link', { name: /Marco Rossi/ }));
    expect(router.state.location.pathname).toBe('/client/c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Marco Rossi' })).toBeVisible();
  });
});

describe('vitals filter', () => {
  it('starts on Tutti and shows as many cards as each badge says', async () => {
    renderAt('/vitals');
    const group = await screen.findByRole('group', { name: 'Filtra clienti per stato' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual([
      'true',
      'false',
      'false',
      'false',
    ]);
    const list = screen.getByRole('list', { name: 'Clienti filtrati' });
    for (const button of buttons) {
      await userEvent.click(button);
      expect(button).toHaveAttribute('aria-pressed', 'true');
      const badge = Number(within(button).getByTestId('filter-count').textContent);
      expect(within(list).queryAllByRole('link')).toHaveLength(badge);
    }
  });
});

describe('client detail', () => {
  it('saves the note with a toast and keeps HTML as plain text', async () => {
    renderAt('/client/c2');
    await userEvent.click(await screen.findByRole('tab', { name: 'Note' }));
    const notes = screen.getByRole('textbox', { name: 'Note sul cliente' });
    await userEvent.clear(notes);
    await userEvent.type(notes, '<b>Chiamare</b>');
    await userEvent.click(screen.getByRole('button', { name: 'Salva Note' }));
    expect(await screen.findByText('Note salvate')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Panoramica' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Note' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Note sul cliente' })).toHaveValue(
        '<b>Chiamare</b>',
      ),
    );
  });
});
