import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@traguardo/ui/app-provider';
import { routes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider defaultRole="investor" search="">
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('landing routes', () => {
  it('shows the landing screen at /', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Traguardo' })).toBeInTheDocument();
    expect(
      screen.getByText('La tua piattaforma di pianificazione finanziaria'),
    ).toBeInTheDocument();
    expect(screen.getByText('Versione Demo - Dati Simulati')).toBeInTheDocument();
  });

  it('offers both roles as whole-card links carrying the role', async () => {
    renderAt('/');
    const investor = await screen.findByRole('link', { name: /Inizia come Investitore/ });
    expect(investor).toHaveAttribute('href', '/investor?role=investor');
    expect(investor).toHaveTextContent(
      'Gestisci le tue finanze personali e raggiungi i tuoi obiettivi',
    );
    const advisor = screen.getByRole('link', { name: /Accedi come Consulente/ });
    expect(advisor).toHaveAttribute('href', '/advisor?role=advisor');
    expect(advisor).toHaveTextContent('Monitora e gestisci il portafoglio dei tuoi clienti');
    expect(screen.getByRole('heading', { level: 2, name: 'Investitore' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Consulente' })).toBeInTheDocument();
  });

  it('shows the not-found page for any other path', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/investor-typo');
    expect(await screen.findByText(/Oops! Page not found/)).toBeInTheDocument();
  });
});
