import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { BudgetSummary } from './budget-summary';

describe('BudgetSummary', () => {
  it('while the month is read shows its tiles’ labels and the target, no figure and no ring', () => {
    renderApp(<BudgetSummary summary={undefined} />);
    const tiles = screen.getByRole('region', { name: 'Riepilogo del mese' });
    for (const label of ['Entrate', 'Uscite', 'Risparmi', 'Tasso di risparmio']) {
      expect(within(tiles).getByText(label)).toBeInTheDocument();
    }
    // The target is the product's, the same for everyone; no other figure is there.
    expect(tiles).toHaveTextContent('Obiettivo 20% sulle voci ricorrenti');
    expect(tiles.textContent?.replace('20%', '')).not.toMatch(/\d/);
    expect(within(tiles).queryByRole('meter')).toBeNull();
  });

  it('once read shows the month’s figures in two decimals and the ring', () => {
    renderApp(
      <BudgetSummary
        summary={{
          month: '2026-11',
          income: 250000,
          expenses: 95000,
          net: 155000,
          savingsRate: 68,
          spentByCategory: [],
        }}
      />,
    );
    const tiles = screen.getByRole('region', { name: 'Riepilogo del mese' });
    expect(within(tiles).getByText(/^2\.500,00\s€$/)).toBeInTheDocument();
    expect(within(tiles).getByRole('meter', { name: 'Tasso di risparmio' })).toHaveTextContent(
      '68%',
    );
  });
});
