import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIMULATED_DELAY_MS } from '@traguardo/domain/constants';
import { accounts } from '@traguardo/sample-data/accounts';
import { Toaster } from '@traguardo/ui/toaster';

import { useAccountsStore } from '../../stores/accounts-store';
import { AccountsScreen } from './accounts-screen';
import { resetStoreBeforeEach } from '../../testing/reset-store-before-each';

describe('AccountsScreen', () => {
  resetStoreBeforeEach(useAccountsStore);
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('links a bank: disabled while in progress, then the new account and the toast', async () => {
    render(
      <>
        <AccountsScreen />
        <Toaster />
      </>,
    );
    const list = screen.getByRole('list', { name: 'Elenco dei conti' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(accounts.length);

    act(() => screen.getByRole('button', { name: 'Collega la tua banca' }).click());
    const busy = screen.getByRole('button', { name: 'Collegamento in corso...' });
    expect(busy).toBeDisabled();
    act(() => busy.click());

    await act(async () => {
      await vi.advanceTimersByTimeAsync(SIMULATED_DELAY_MS);
    });
    expect(within(list).getAllByRole('listitem')).toHaveLength(accounts.length + 1);
    expect(within(list).getByText('Conto Corrente Collegato')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collega la tua banca' })).toBeEnabled();
    expect(screen.getByText('Conto collegato con successo!')).toBeInTheDocument();
  });
});
