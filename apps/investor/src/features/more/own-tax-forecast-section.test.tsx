import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { addAccount } from '@traguardo/ledger/account-commands';
import { addOperation, addPosition } from '@traguardo/ledger/position-commands';
import { ledgerOf } from '../../ledger/ledger-connection';
import { useProfileStore } from '../../stores/profile-store';
import { renderApp } from '../../testing/render-app';
import { resetLedgersBeforeEach } from '../../testing/reset-ledgers-before-each';
import { resetStoreBeforeEach } from '../../testing/reset-store-before-each';
import { MoreScreen } from './more-screen';

const own = () => ledgerOf('own');
const today = todayLocalDate();
const year = Number(today.slice(0, 4));

describe('Altro → Previsione fiscale on the own profile', () => {
  resetStoreBeforeEach(useProfileStore);
  resetLedgersBeforeEach();

  it('says what to record first when there is no position', async () => {
    useProfileStore.getState().openProfile('own');
    renderApp(<MoreScreen />, { route: '/more' });
    const section = await screen.findByRole('region', { name: `Previsione fiscale ${year}` });
    expect(await within(section).findByText(/Registra in Investi le posizioni/)).toBeVisible();
  });

  it('shows this year’s gain reduced by last year’s loss and the zainetto with its expiry', async () => {
    const account = await addAccount(own(), {
      name: 'Conto titoli',
      bank: '',
      type: 'investment',
      openingBalance: 0,
      openingDate: `${year - 1}-01-01`,
    });
    const shares = await addPosition(own(), {
      accountId: account.id,
      isin: 'IT0003128367',
      name: 'Enel',
      positionClass: 'azioni',
      custody: 'italiana',
    });
    const operations = [
      { kind: 'acquisto', date: `${year - 1}-03-10`, quantity: 100, price: 10 },
      { kind: 'acquisto', date: `${year - 1}-06-10`, quantity: 100, price: 12 },
      { kind: 'vendita', date: `${year - 1}-09-10`, quantity: 100, price: 8 },
      { kind: 'vendita', date: `${year}-01-01`, quantity: 50, price: 15 },
    ] as const;
    for (const operation of operations) {
      await addOperation(own(), shares.id, { ...operation, feesCents: 0 }, today);
    }
    useProfileStore.getState().openProfile('own');
    renderApp(<MoreScreen />, { route: '/more' });
    const section = await screen.findByRole('region', { name: `Previsione fiscale ${year}` });
    const zainetto = await within(section).findByRole('table', { name: /Zainetto fiscale/ });
    // 50 × (15 − 11) = 200 € of gain against the 300 € loss: nothing taxed, 100 € left.
    expect(
      within(section).getByText('Plusvalenze realizzate').nextElementSibling,
    ).toHaveTextContent(/^200\s€$/);
    expect(
      within(section).getByText('Compensate con lo zainetto').nextElementSibling,
    ).toHaveTextContent(/^200\s€$/);
    expect(
      within(section).getByText('Imposta sulle plusvalenze').nextElementSibling,
    ).toHaveTextContent(/^0\s€$/);
    const rows = within(zainetto).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(`300 €${year - 1}100 €scade il 31/12/${year + 3}`);
  });

  it('points out a loss that expires at the end of this year', async () => {
    const account = await addAccount(own(), {
      name: 'Conto titoli',
      bank: '',
      type: 'investment',
      openingBalance: 0,
      openingDate: `${year - 4}-01-01`,
    });
    const shares = await addPosition(own(), {
      accountId: account.id,
      isin: 'IT0003128367',
      name: 'Enel',
      positionClass: 'azioni',
      custody: 'estera',
    });
    for (const operation of [
      { kind: 'acquisto', date: `${year - 4}-02-01`, quantity: 10, price: 10 },
      { kind: 'vendita', date: `${year - 4}-05-01`, quantity: 5, price: 6 },
    ] as const) {
      await addOperation(own(), shares.id, { ...operation, feesCents: 0 }, today);
    }
    useProfileStore.getState().openProfile('own');
    renderApp(<MoreScreen />, { route: '/more' });
    const section = await screen.findByRole('region', { name: `Previsione fiscale ${year}` });
    const zainetto = await within(section).findByRole('table', { name: /Zainetto fiscale/ });
    // 5 × (6 − 10) = 20 € lost four years ago: its last year is this one.
    expect(within(zainetto).getAllByRole('row')[1]).toHaveTextContent(
      `20 €${year - 4}20 €scade il 31/12/${year} (quest’anno)`,
    );
    expect(section).toHaveTextContent(
      `20 € di minusvalenze scadono il 31/12/${year}: una plusvalenza realizzata entro fine anno le recupera.`,
    );
  });
});
