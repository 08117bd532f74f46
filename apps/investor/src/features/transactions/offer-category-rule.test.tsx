import { screen, waitFor } from '@testing-library/react';
import { addAccount } from '@traguardo/ledger/account-commands';
import { listCategoryRules } from '@traguardo/ledger/rule-commands';
import { addTransaction } from '@traguardo/ledger/transaction-commands';
import { describe, expect, it } from 'vitest';
import { ledgerOf } from '../../ledger/ledger-connection';
import { useProfileStore } from '../../stores/profile-store';
import { renderApp } from '../../testing/render-app';
import { resetLedgersBeforeEach } from '../../testing/reset-ledgers-before-each';
import { resetStoreBeforeEach } from '../../testing/reset-store-before-each';
import { TransactionsScreen } from './transactions-screen';

const own = () => ledgerOf('own');

async function openWithMovement(description: string) {
  const account = await addAccount(own(), {
    name: 'Conto',
    bank: '',
    type: 'checking',
    openingBalance: 0,
    openingDate: '2026-01-01',
  });
  await addTransaction(own(), {
    accountId: account.id,
    date: '2026-02-03',
    description,
    amount: -4590,
    categoryId: 'altro',
    recurring: false,
  });
  useProfileStore.getState().openProfile('own');
  return renderApp(<TransactionsScreen />, { route: '/transactions' });
}

describe('a category changed by hand', () => {
  resetStoreBeforeEach(useProfileStore);
  resetLedgersBeforeEach();

  it('offers "Applica sempre a «ESSELUNGA»?", which makes the rule the next import uses', async () => {
    const { user } = await openWithMovement('PAGAMENTO POS ESSELUNGA 1234');
    await user.selectOptions(
      await screen.findByLabelText('Categoria di PAGAMENTO POS ESSELUNGA 1234'),
      'Shopping',
    );
    await user.click(await screen.findByRole('button', { name: 'Applica sempre a «ESSELUNGA»?' }));
    await waitFor(async () =>
      expect((await listCategoryRules(own()))[0]).toMatchObject({
        match: 'contains',
        pattern: 'ESSELUNGA',
        categoryId: 'shopping',
      }),
    );
    expect(await screen.findByText(/^Regola creata/)).toBeInTheDocument();
  });

  it('offers nothing when the description has no payee word', async () => {
    const { user } = await openWithMovement('POS 1234');
    await user.selectOptions(await screen.findByLabelText('Categoria di POS 1234'), 'Shopping');
    expect(
      await screen.findByText('Categoria cambiata', {}, { timeout: 500 }).catch(() => null),
    ).toBeNull();
    expect(screen.queryByRole('button', { name: /^Applica sempre/ })).toBeNull();
  });
});
