import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { SpendingChartCard } from './spending-chart-card';

describe('SpendingChartCard', () => {
  it('while the month is read shows its title, no chart and no figure', () => {
    renderApp(<SpendingChartCard slices={undefined} />);
    const card = screen.getByRole('region', { name: 'Spese per categoria' });
    expect(within(card).queryByRole('img')).toBeNull();
    expect(within(card).queryByText(/Nessuna spesa/)).toBeNull();
    expect(card.textContent).not.toMatch(/\d/);
  });

  it('once read names its chart, or says there is no spending', () => {
    const { unmount } = renderApp(
      <SpendingChartCard slices={[{ name: 'Cibo', color: '#f59e0b', spent: 15000 }]} />,
    );
    expect(screen.getByRole('img', { name: 'Spese del mese per categoria' })).toBeInTheDocument();
    unmount();
    renderApp(<SpendingChartCard slices={[]} />);
    expect(screen.getByText(/Nessuna spesa in questo mese/)).toBeInTheDocument();
  });
});
