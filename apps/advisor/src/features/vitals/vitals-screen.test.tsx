import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatEuro } from '@traguardo/domain/format';
import { generateClients } from '@traguardo/sample-data/generate-clients';
import { AppProvider } from '@traguardo/ui/app-provider';
import { renderWithRouter } from '@traguardo/ui/testing/render';
import { VitalsScreen } from './vitals-screen';
import { fakeCardLayoutEachTest } from '../../testing/fake-card-layout';

const clients = generateClients(1000, 5);
const critical = clients.filter((client) => client.status === 'red');

function tileValue(label: string): string | null {
  return screen.getByText(label).nextElementSibling?.textContent ?? null;
}

describe('Dashboard Vitali with a thousand clients', () => {
  fakeCardLayoutEachTest(200);

  it('sums every client, not only the rendered cards', () => {
    renderWithRouter(
      <AppProvider defaultRole="advisor">
        <VitalsScreen clients={clients} />
      </AppProvider>,
    );
    expect(tileValue('Clienti totali')).toBe('1.000');
    const aum = clients.reduce((sum, client) => sum + client.netWorth, 0);
    expect(tileValue('AUM totale')).toBe(formatEuro(aum));
    const list = screen.getByRole('list', { name: 'Clienti filtrati' });
    expect(within(list).getAllByRole('listitem').length).toBeLessThan(40);
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '1000');
  });

  it('a filter switch lists exactly the clients its badge counts', async () => {
    renderWithRouter(
      <AppProvider defaultRole="advisor">
        <VitalsScreen clients={clients} />
      </AppProvider>,
    );
    const critici = screen.getByRole('button', { name: /^Critici/ });
    expect(within(critici).getByTestId('filter-count')).toHaveTextContent(String(critical.length));
    await userEvent.click(critici);
    const items = within(screen.getByRole('list', { name: 'Clienti filtrati' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveAttribute('aria-setsize', String(critical.length));
    expect(items.length).toBeLessThan(critical.length);
    for (const item of items) expect(item).toHaveTextContent('Stato: Critico');
    expect(items[0]).toHaveTextContent(critical[0]?.name ?? '');
  });
});
