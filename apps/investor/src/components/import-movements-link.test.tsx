import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProfileStore } from '../stores/profile-store';
import { renderApp } from '../testing/render-app';
import { resetStoreBeforeEach } from '../testing/reset-store-before-each';
import { ImportMovementsLink } from './import-movements-link';

describe('ImportMovementsLink', () => {
  resetStoreBeforeEach(useProfileStore);

  it('leads the own profile to the import', async () => {
    useProfileStore.getState().openProfile('own');
    renderApp(<ImportMovementsLink />, { route: '/accounts' });
    expect(await screen.findByRole('link', { name: 'Importa movimenti' })).toHaveAttribute(
      'href',
      '/import',
    );
  });

  it('carries the account Movimenti shows, so the import starts on it', async () => {
    useProfileStore.getState().openProfile('own');
    renderApp(<ImportMovementsLink accountId="conto 1" />, { route: '/transactions' });
    expect(await screen.findByRole('link', { name: 'Importa movimenti' })).toHaveAttribute(
      'href',
      '/import?conto=conto+1',
    );
  });

  it('is not offered on the demo, whose data are the spec’s', () => {
    renderApp(<ImportMovementsLink />, { route: '/accounts' });
    expect(screen.queryByRole('link', { name: 'Importa movimenti' })).toBeNull();
  });
});
