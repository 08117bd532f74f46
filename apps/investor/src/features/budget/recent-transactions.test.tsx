import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { RecentTransactions } from './recent-transactions';

describe('RecentTransactions', () => {
  it('while the month is read shows its title and its link, no movement and no figure', () => {
    renderApp(<RecentTransactions transactions={undefined} categoryName={(id) => id} />);
    const card = screen.getByRole('region', { name: 'Transazioni recenti' });
    expect(within(card).getByRole('link', { name: 'Movimenti' })).toHaveAttribute(
      'href',
      '/transactions',
    );
    expect(card.textContent).not.toMatch(/\d/);
    expect(within(card).queryByRole('list')).toBeNull();
    expect(within(card).queryByText(/Nessun movimento/)).toBeNull();
  });
});
