import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { goals } from '@traguardo/sample-data/goals';
import { Toaster } from '@traguardo/ui/toaster';

import { useGoalsStore } from '../../stores/goals-store';
import { GoalsScreen } from './goals-screen';
import { resetStoreBeforeEach } from '../../testing/reset-store-before-each';

describe('GoalsScreen', () => {
  resetStoreBeforeEach(useGoalsStore);

  it('toggles the template picker, adds the chosen goal and closes it', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <GoalsScreen />
        <Toaster />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('region', { name: 'Scegli un modello' })).toBeNull();
    const add = screen.getByRole('button', { name: 'Aggiungi obiettivo' });
    await user.click(add);
    const picker = screen.getByRole('region', { name: 'Scegli un modello' });
    expect(within(picker).getAllByRole('button')).toHaveLength(5);
    await user.click(add);
    expect(screen.queryByRole('region', { name: 'Scegli un modello' })).toBeNull();

    await user.click(add);
    await user.click(screen.getByRole('button', { name: /^Viaggio dei sogni/ }));
    expect(screen.queryByRole('region', { name: 'Scegli un modello' })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(goals.length + 1);
    expect(screen.getByRole('article', { name: 'Viaggio dei sogni' })).toHaveTextContent('625');
    expect(await screen.findByText('Obiettivo aggiunto!')).toBeInTheDocument();
  });

  it('shows the Monte Carlo analysis with its success probability', () => {
    render(
      <MemoryRouter>
        <GoalsScreen />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Analisi Monte Carlo' })).toBeInTheDocument();
    expect(screen.getByText('Probabilità di successo: 78%')).toBeInTheDocument();
  });

  it('links each goal to the simulator filled with its figures', () => {
    render(
      <MemoryRouter>
        <GoalsScreen />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Simula Pensione serena' });
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/invest');
    expect(url.hash).toBe('#simulatore');
    expect(url.searchParams.get('capitale')).toBe('42.300');
    expect(url.searchParams.get('versamento')).toBe('350');
    expect(url.searchParams.get('obiettivo')).toBe('400.000');
    expect(Number(url.searchParams.get('anni'))).toBeGreaterThan(0);
  });
});
