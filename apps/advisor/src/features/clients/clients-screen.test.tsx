import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { generateClients } from '@traguardo/sample-data/generate-clients';
import { AppProvider } from '@traguardo/ui/app-provider';
import { renderWithRouter } from '@traguardo/ui/testing/render';
import { ClientsScreen } from './clients-screen';
import { fakeCardLayoutEachTest } from '../../testing/fake-card-layout';

const clients = generateClients(1000, 9);
const rossi = clients.filter((client) => client.name.includes('Rossi'));

describe('client list with a thousand clients', () => {
  fakeCardLayoutEachTest(150);

  it('searches all of them, rendering only the first cards of the result', async () => {
    renderWithRouter(
      <AppProvider defaultRole="advisor">
        <ClientsScreen clients={clients} />
      </AppProvider>,
    );
    expect(screen.getByText('1.000 clienti in portafoglio')).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Cerca cliente per nome o email' }),
      'rossi',
    );
    expect(screen.getByRole('status')).toHaveTextContent(`${rossi.length} clienti trovati`);
    const list = screen.getByRole('list', { name: 'Elenco clienti' });
    const cards = within(list).getAllByRole('link');
    expect(cards.length).toBeLessThan(rossi.length);
    expect(cards.every((card) => card.textContent?.includes('Rossi'))).toBe(true);
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute(
      'aria-setsize',
      String(rossi.length),
    );
  });
});

describe('client list counts', () => {
  it('says cliente for one client, in the portfolio and among the results', async () => {
    const [only] = clients;
    renderWithRouter(
      <AppProvider defaultRole="advisor">
        <ClientsScreen clients={only === undefined ? [] : [only]} />
      </AppProvider>,
    );
    expect(screen.getByText('1 cliente in portafoglio')).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Cerca cliente per nome o email' }),
      only?.name ?? '',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 cliente trovato');
  });
});
