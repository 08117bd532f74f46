import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { goals } from '@traguardo/sample-data/goals';
import { Toaster } from '@traguardo/ui/toaster';

import { useGoalsStore } from '../../stores/goals-store';
import { GoalsScreen } from './goals-screen';

// jsdom has no canvas: charts are stood in for by their accessible name.
vi.mock('@traguardo/ui/line-chart', () => ({
  LineChart: ({ title }: { title: string }) => <figure aria-label={title} />,
}));

const initialState = useGoalsStore.getState();

describe('GoalsScreen', () => {
  beforeEach(() => {
    useGoalsStore.setState(initialState, true);
  });

  it('toggles the template picker, adds the chosen goal and closes it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <GoalsScreen />
        <Toaster />
      </>,
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
    render(<GoalsScreen />);
    expect(screen.getByRole('heading', { name: 'Analisi Monte Carlo' })).toBeInTheDocument();
    expect(screen.getByText('Probabilità di successo: 78%')).toBeInTheDocument();
  });
});
