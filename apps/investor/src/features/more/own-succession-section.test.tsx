import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type AccountType } from '@traguardo/domain/entities';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { addAccount } from '@traguardo/ledger/account-commands';
import { CADASTRAL_VALUE_HINT } from '@traguardo/domain/succession-form';
import { addProperty } from '@traguardo/ledger/property-commands';
import { ledgerOf } from '../../ledger/ledger-connection';
import { useProfileStore } from '../../stores/profile-store';
import { renderApp } from '../../testing/render-app';
import { resetLedgersBeforeEach } from '../../testing/reset-ledgers-before-each';
import { resetStoreBeforeEach } from '../../testing/reset-store-before-each';
import { OwnSuccessionSection } from './own-succession-section';

const own = () => ledgerOf('own');

function account(name: string, openingBalance: number, type: AccountType = 'checking') {
  return addAccount(own(), {
    name,
    bank: '',
    type,
    openingBalance,
    openingDate: '2020-01-01',
  });
}

describe('Altro → Simula successione on the own profile', () => {
  resetStoreBeforeEach(useProfileStore);
  resetLedgersBeforeEach();

  it('starts again from the balances when an account is added while it is open', async () => {
    useProfileStore.getState().openProfile('own');
    await account('Conto BPM', 125_000_00);
    renderApp(<OwnSuccessionSection />);
    const section = await screen.findByRole('region', { name: 'Simula successione' });
    expect(await within(section).findByLabelText('Valore di Conto BPM (€)')).toHaveValue('125.000');

    await account('Conto Fineco', 2_500_00);
    expect(await within(section).findByLabelText('Valore di Conto Fineco (€)')).toHaveValue(
      '2.500',
    );
    expect(within(section).getByLabelText('Valore di Conto BPM (€)')).toHaveValue('125.000');
  });

  it('puts each property recorded in Conti in the estate, the main home as prima casa', async () => {
    useProfileStore.getState().openProfile('own');
    await account('Conto corrente', 34_454_00);
    for (const [name, value, primaCasa] of [
      ['Casa di via Roma', 350_000_00, true],
      ['Box auto', 25_000_00, false],
    ] as const) {
      await addProperty(
        own(),
        { name, value, estimateDate: '2025-06-30', primaCasa },
        todayLocalDate(),
      );
    }
    renderApp(<OwnSuccessionSection />);
    const section = await screen.findByRole('region', { name: 'Simula successione' });
    const estate = await within(section).findByRole('region', { name: 'Patrimonio' });
    const home = await within(estate).findByLabelText('Valore di Casa di via Roma (€)');
    expect(home).toHaveValue('350.000');
    // The market value recorded in Conti, with what the tax counts instead.
    expect(home).toHaveAccessibleDescription(CADASTRAL_VALUE_HINT);
    expect(
      within(estate).getByLabelText('Valore di Conto corrente (€)'),
    ).not.toHaveAccessibleDescription(CADASTRAL_VALUE_HINT);
    expect(
      within(estate).getByLabelText('Prima casa per un erede (Casa di via Roma)'),
    ).toBeChecked();
    expect(within(estate).getByLabelText('Valore di Box auto (€)')).toHaveValue('25.000');
    expect(within(estate).getByLabelText('Prima casa per un erede (Box auto)')).not.toBeChecked();
  });

  it('leaves the pension fund out of the estate and says why (QA’s case)', async () => {
    useProfileStore.getState().openProfile('own');
    await account('Conto corrente', 34_454_00);
    await account('Fondo Cometa', 12_000_00, 'pension');
    renderApp(<OwnSuccessionSection />);
    const section = await screen.findByRole('region', { name: 'Simula successione' });
    const estate = await within(section).findByRole('region', { name: 'Patrimonio' });
    expect(await within(estate).findByLabelText('Valore di Conto corrente (€)')).toHaveValue(
      '34.454',
    );
    expect(within(estate).queryByLabelText('Valore di Fondo Cometa (€)')).toBeNull();
    expect(within(estate).queryByDisplayValue('12.000')).toBeNull();
    expect(
      within(estate).getByText(
        'Il fondo pensione non entra nella successione: va ai beneficiari designati.',
      ),
    ).toBeInTheDocument();
  });

  it('starts from the mortgage as a debt at what it owes, which lowers the tax until removed', async () => {
    useProfileStore.getState().openProfile('own');
    await account('Conto corrente', 2_500_000_00);
    await account('Mutuo BPER', -180_000_00, 'mortgage');
    await addProperty(
      own(),
      { name: 'Casa', value: 400_000_00, estimateDate: '2025-06-30', primaCasa: true },
      todayLocalDate(),
    );
    renderApp(<OwnSuccessionSection />);
    const section = await screen.findByRole('region', { name: 'Simula successione' });
    const debts = await within(section).findByRole('region', { name: 'Debiti e spese' });
    expect(await within(debts).findByLabelText('Importo di Mutuo BPER (€)')).toHaveValue('180.000');
    // The mortgage is a debt, not a good of the estate.
    expect(
      within(within(section).getByRole('region', { name: 'Patrimonio' })).queryByLabelText(
        'Valore di Mutuo BPER (€)',
      ),
    ).toBeNull();

    fireEvent.click(within(section).getByRole('button', { name: 'Aggiungi erede' }));
    fireEvent.change(
      within(within(section).getByRole('listitem', { name: 'Erede 1' })).getByLabelText('Nome'),
      { target: { value: 'Anna' } },
    );
    // A child alone: 2.900.000 € less the 180.000 € mortgage = 2.720.000 €, 1.720.000 € above
    // the allowance, 4% = 68.800 €. Without the debt: 1.900.000 € above, 76.000 €.
    const table = within(section).getByRole('table', { name: 'Imposta di successione per erede' });
    const anna = () => within(table).getByRole('row', { name: /^Anna/ });
    expect(anna()).toHaveTextContent(/68\.800\s€/);
    expect(within(section).getByText('Debiti dedotti').parentElement).toHaveTextContent(
      /^Debiti dedotti180\.000\s€$/,
    );

    fireEvent.click(within(debts).getByRole('button', { name: 'Rimuovi Mutuo BPER' }));
    expect(anna()).toHaveTextContent(/76\.000\s€/);
    expect(within(section).queryByText('Debiti dedotti')).toBeNull();
  });
});
