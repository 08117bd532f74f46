import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { HomeGoalsCard } from './home-goals-card';

describe('HomeGoalsCard', () => {
  it('while the figures are read shows its title and link, no goal and no figure', () => {
    renderApp(<HomeGoalsCard goals={undefined} />);
    const card = screen.getByRole('region', { name: 'I tuoi obiettivi' });
    expect(within(card).getByRole('link', { name: 'Tutti gli obiettivi' })).toBeInTheDocument();
    expect(within(card).queryByRole('progressbar')).toBeNull();
    expect(within(card).queryByText(/Nessun obiettivo/)).toBeNull();
    expect(card.textContent).not.toMatch(/\d/);
  });
});
