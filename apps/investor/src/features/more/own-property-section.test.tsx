import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { addAccount } from '@traguardo/ledger/account-commands';
import { addProperty } from '@traguardo/ledger/property-commands';
import { ledgerOf } from '../../ledger/ledger-connection';
import { useProfileStore } from '../../stores/profile-store';
import { renderApp } from '../../testing/render-app';
import { resetLedgersBeforeEach } from '../../testing/reset-ledgers-before-each';
import { resetStoreBeforeEach } from '../../testing/reset-store-before-each';
import { OwnPropertySection } from './own-property-section';

/** The value (dd) beside a figure's label (dt). */
function fact(scope: HTMLElement, label: string): HTMLElement | null | undefined {
  return within(scope).getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd');
}

describe('Altro → Immobili on the own profile', () => {
  resetStoreBeforeEach(useProfileStore);
  resetLedgersBeforeEach();

  it('with none recorded, sends to Conti to add one', async () => {
    useProfileStore.getState().openProfile('own');
    renderApp(<OwnPropertySection />, { route: '/more' });
    const section = screen.getByRole('region', { name: 'Immobili' });
    expect(
      await within(section).findByRole('link', { name: 'Aggiungi la tua casa in Conti' }),
    ).toHaveAttribute('href', '/accounts');
  });

  it('shows each property recorded in Conti with its mortgage and loan-to-value', async () => {
    useProfileStore.getState().openProfile('own');
    const mortgage = await addAccount(ledgerOf('own'), {
      name: 'Mutuo casa',
      bank: '',
      type: 'mortgage',
      openingBalance: -18_000_000,
      openingDate: '2024-01-01',
    });
    await addProperty(
      ledgerOf('own'),
      {
        name: 'Casa di via Roma',
        value: 35_000_000,
        estimateDate: '2025-06-30',
        primaCasa: true,
        mortgageAccountId: mortgage.id,
      },
      todayLocalDate(),
    );
    renderApp(<OwnPropertySection />, { route: '/more' });
    const list = await screen.findByRole('list', { name: 'Elenco degli immobili' });
    const [home] = within(list).getAllByRole('listitem');
    if (home === undefined) throw new Error('No property listed');
    expect(home).toHaveTextContent('Casa di via Roma');
    expect(fact(home, 'Valore stimato')).toHaveTextContent(/^350\.000\s€$/);
    expect(fact(home, 'Prima casa')).toHaveTextContent('Sì');
    expect(fact(home, 'Mutuo residuo')).toHaveTextContent(/^180\.000\s€$/);
    expect(fact(home, 'Rapporto mutuo/valore')).toHaveTextContent('51,4%');
    expect(home).toHaveTextContent('Data della stima: 30/06/2025');
    expect(home).toHaveTextContent('Mutuo collegato: Mutuo casa.');
  });
});
