import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProfileStore } from '../../stores/profile-store';
import { renderApp } from '../../testing/render-app';
import { resetStoreBeforeEach } from '../../testing/reset-store-before-each';
import { InvestScreen } from './invest-screen';

describe('InvestScreen', () => {
  resetStoreBeforeEach(useProfileStore);

  it('shows the demo’s portfolio and its rebalancing', () => {
    renderApp(<InvestScreen />, { route: '/invest' });
    expect(screen.getByRole('region', { name: 'Valore del portafoglio' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ribilanciamento' })).toBeInTheDocument();
  });

  it('on the own profile, says what to do first instead of the demo’s portfolio', async () => {
    useProfileStore.getState().openProfile('own');
    renderApp(<InvestScreen />, { route: '/invest' });
    // The own portfolio loads on demand and reads the ledger first.
    expect(await screen.findByRole('region', { name: 'Il tuo portafoglio' })).toHaveTextContent(
      'Non hai ancora registrato investimenti',
    );
    expect(screen.getByRole('link', { name: 'Vai ai conti' })).toHaveAttribute('href', '/accounts');
    expect(screen.queryByRole('region', { name: 'Valore del portafoglio' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Ribilanciamento' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Allocazione' })).toBeNull();
    // The plan is still to choose, and the simulator to try.
    expect(screen.getByRole('region', { name: 'Scegli il tuo piano' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/NaN|0\/0/);
  });
});
