import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { MonthlyCard } from './monthly-card';

describe('MonthlyCard', () => {
  it('while the figures are read shows its labels and link, no figure', () => {
    renderApp(<MonthlyCard totals={undefined} />);
    const card = screen.getByRole('region', { name: 'Questo mese' });
    for (const label of ['Entrate', 'Uscite', 'Risparmio netto']) {
      expect(within(card).getByText(label)).toBeInTheDocument();
    }
    expect(within(card).getByRole('link', { name: 'Movimenti' })).toBeInTheDocument();
    expect(card.textContent).not.toMatch(/\d/);
  });

  it('once read shows the month’s income, expenses and net savings in whole euro', () => {
    renderApp(<MonthlyCard totals={{ income: 250000, expenses: 95000, net: 155000 }} />);
    const card = screen.getByRole('region', { name: 'Questo mese' });
    expect(card.textContent?.replace(/\s/g, ' ')).toContain('Entrate2.500 €');
  });
});
