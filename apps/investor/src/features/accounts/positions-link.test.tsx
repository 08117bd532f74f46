import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addAccount } from '@traguardo/ledger/account-commands';
import { ledgerOf } from '../../ledger/ledger-connection';
import { useProfileStore } from '../../stores/profile-store';
import { renderApp } from '../../testing/render-app';
import { resetLedgersBeforeEach } from '../../testing/reset-ledgers-before-each';
import { resetStoreBeforeEach } from '../../testing/reset-store-before-each';
import { AccountsScreen } from './accounts-screen';

describe('Conti → Posizioni', () => {
  resetStoreBeforeEach(useProfileStore);
  resetLedgersBeforeEach();

  it('leads from an own investment account to its positions, and only from one', async () => {
    for (const [name, type] of [
      ['Conto titoli', 'investment'],
      ['Conto corrente', 'checking'],
    ] as const) {
      await addAccount(ledgerOf('own'), {
        name,
        bank: '',
        type,
        openingBalance: 0,
        openingDate: '2026-01-01',
      });
    }
    useProfileStore.getState().openProfile('own');
    renderApp(<AccountsScreen />, { route: '/accounts' });
    expect(await screen.findByRole('link', { name: 'Posizioni di Conto titoli' })).toHaveAttribute(
      'href',
      '/invest#posizioni',
    );
    expect(screen.queryByRole('link', { name: 'Posizioni di Conto corrente' })).toBeNull();
  });
});
