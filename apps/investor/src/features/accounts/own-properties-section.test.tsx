import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, todayLocalDate } from '@traguardo/domain/calendar-date';
import { PROPERTY_ENTRY_MESSAGES } from '@traguardo/domain/property-entry';
import { PROPERTY_MESSAGES } from '@traguardo/domain/property-schemas';
import { addAccount } from '@traguardo/ledger/account-commands';
import { addProperty, updateProperty } from '@traguardo/ledger/property-commands';
import { listProperties } from '@traguardo/ledger/property-queries';
import { ledgerOf } from '../../ledger/ledger-connection';
import { useProfileStore } from '../../stores/profile-store';
import { renderApp } from '../../testing/render-app';
import { resetLedgersBeforeEach } from '../../testing/reset-ledgers-before-each';
import { resetStoreBeforeEach } from '../../testing/reset-store-before-each';
import { AccountsScreen } from './accounts-screen';

const TODAY = todayLocalDate();

function shown(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

async function addMortgage() {
  return addAccount(ledgerOf('own'), {
    name: 'Mutuo casa',
    bank: 'Banca Esempio',
    type: 'mortgage',
    openingBalance: -18000000,
    openingDate: '2024-01-01',
  });
}

function openOwn() {
  useProfileStore.getState().openProfile('own');
  return renderApp(<AccountsScreen />, { route: '/accounts' });
}

async function propertyList() {
  return screen.findByRole('list', { name: 'Elenco degli immobili' });
}

describe('Conti’s "Immobili" on the own profile', () => {
  resetStoreBeforeEach(useProfileStore);
  resetLedgersBeforeEach();

  it('adds a home linked to its mortgage: value, estimate, prima casa and loan-to-value', async () => {
    await addMortgage();
    const { user } = openOwn();
    const section = await screen.findByRole('region', { name: 'Immobili' });
    await user.click(within(section).getByRole('button', { name: 'Nuovo immobile' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuovo immobile' });
    await user.type(within(dialog).getByLabelText(/Nome dell’immobile/), 'Casa di via Roma');
    await user.type(within(dialog).getByLabelText(/Valore stimato/), '350.000');
    await user.click(within(dialog).getByRole('switch', { name: 'Prima casa' }));
    await user.selectOptions(within(dialog).getByLabelText('Mutuo collegato'), 'Mutuo casa');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    const list = await propertyList();
    expect(await within(list).findByText('Casa di via Roma')).toBeInTheDocument();
    expect(within(list).getByText(`Stima del ${shown(TODAY)}`)).toBeInTheDocument();
    expect(within(list).getByText('Prima casa')).toBeInTheDocument();
    expect(within(list).getByText('Mutuo collegato: Mutuo casa')).toBeInTheDocument();
    expect(within(list).getByText('350.000 €')).toBeInTheDocument();
    expect(within(list).getByText('180.000 €')).toBeInTheDocument();
    expect(within(list).getByText('51,4%')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await listProperties(ledgerOf('own'))).toEqual([
      expect.objectContaining({ name: 'Casa di via Roma', value: 35000000, primaCasa: true }),
    ]);
  });

  it('refuses a value of zero and a future estimate in Italian, and saves nothing', async () => {
    const { user } = openOwn();
    await user.click(await screen.findByRole('button', { name: 'Nuovo immobile' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuovo immobile' });
    await user.type(within(dialog).getByLabelText(/Nome dell’immobile/), 'Casa al mare');
    await user.type(within(dialog).getByLabelText(/Valore stimato/), '0');
    const date = within(dialog).getByLabelText('Data della stima');
    await user.clear(date);
    await user.type(date, addDays(TODAY, 1));
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    expect(within(dialog).getByLabelText(/Valore stimato/)).toHaveAccessibleDescription(
      expect.stringContaining(PROPERTY_MESSAGES.valuePositive),
    );
    expect(within(dialog).getByLabelText('Data della stima')).toHaveAccessibleDescription(
      PROPERTY_ENTRY_MESSAGES.dateInFuture,
    );
    expect(screen.getByRole('dialog', { name: 'Nuovo immobile' })).toBeInTheDocument();
    expect(await listProperties(ledgerOf('own'))).toEqual([]);
  });

  it('saves only the fields changed: a name changed meanwhile in another tab stays', async () => {
    const db = ledgerOf('own');
    const mortgage = await addMortgage();
    const home = await addProperty(
      db,
      {
        name: 'Casa',
        value: 30000000,
        estimateDate: '2025-05-01',
        primaCasa: true,
        mortgageAccountId: mortgage.id,
      },
      TODAY,
    );
    const { user } = openOwn();
    const list = await propertyList();
    await user.click(within(list).getByRole('button', { name: 'Modifica Casa' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifica immobile' });
    await updateProperty(db, home.id, { name: 'Casa di via Roma' }, TODAY);
    const value = within(dialog).getByLabelText(/Valore stimato/);
    await user.clear(value);
    await user.type(value, '320.000');
    await user.selectOptions(within(dialog).getByLabelText('Mutuo collegato'), 'Nessun mutuo');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await listProperties(db)).toEqual([
      {
        id: home.id,
        name: 'Casa di via Roma',
        value: 32000000,
        estimateDate: '2025-05-01',
        primaCasa: true,
      },
    ]);
    expect(await within(list).findByText('320.000 €')).toBeInTheDocument();
    expect(within(list).queryByText(/Mutuo collegato/)).toBeNull();
  });

  it('deletes a property after a confirmation, and the toast’s undo brings it back', async () => {
    await addProperty(
      ledgerOf('own'),
      { name: 'Box auto', value: 2500000, estimateDate: '2025-05-01', primaCasa: false },
      TODAY,
    );
    const { user } = openOwn();
    const list = await propertyList();
    await user.click(within(list).getByRole('button', { name: 'Elimina Box auto' }));
    const confirm = screen.getByRole('dialog', { name: 'Eliminare l’immobile?' });
    await user.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    await waitFor(async () => expect(await listProperties(ledgerOf('own'))).toEqual([]));

    await user.click(await screen.findByRole('button', { name: 'Annulla' }));
    const restored = await propertyList();
    expect(await within(restored).findByText('Box auto')).toBeInTheDocument();
    expect(within(restored).getByText('25.000 €')).toBeInTheDocument();
  });
});
