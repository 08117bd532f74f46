import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { AllocationCard } from './allocation-card';

describe('AllocationCard', () => {
  it('while the figures are read shows its title and link, no chart and no figure', () => {
    renderApp(<AllocationCard allocation={undefined} />);
    const card = screen.getByRole('region', { name: 'Allocazione del portafoglio' });
    expect(within(card).getByRole('link', { name: 'Vedi i conti' })).toBeInTheDocument();
    expect(within(card).queryByRole('img')).toBeNull();
    expect(within(card).queryByText(/Nessun saldo positivo/)).toBeNull();
    expect(card.textContent).not.toMatch(/\d/);
  });
});
