import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { generateClients } from '@traguardo/sample-data/generate-clients';
import { AppProvider } from '@traguardo/ui/app-provider';
import { renderWithRouter } from '@traguardo/ui/testing/render';
import { VitalsScreen } from './vitals-screen';
import { fakeCardLayoutEachTest } from '../../testing/fake-card-layout';

const clients = generateClients(200, 7);

function renderAt(route: string) {
  return renderWithRouter(
    <AppProvider defaultRole="advisor">
      <VitalsScreen clients={clients} />
    </AppProvider>,
    { route },
  );
}

const filterErrorNotice =
  'Un filtro contiene un errore e non è applicato: l’elenco non ne tiene conto finché non lo correggi.';

function count(name: RegExp): number {
  const button = screen.getByRole('button', { name });
  return Number(within(button).getByTestId('filter-count').textContent);
}

describe('Filtri on Dashboard Vitali', () => {
  fakeCardLayoutEachTest(200);

  it('reads the criteria from the URL: counts follow them and each shows as a chip', () => {
    renderAt('/vitals?stato=red&gap=30');
    const expected = clients.filter((c) => c.insuranceGap >= 30);
    expect(count(/^Tutti/)).toBe(expected.length);
    expect(count(/^Critici/)).toBe(expected.filter((c) => c.status === 'red').length);
    expect(screen.getByRole('button', { name: /^Critici/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const chips = screen.getByRole('list', { name: 'Filtri attivi' });
    expect(within(chips).getByRole('button')).toHaveAccessibleName(
      'Rimuovi filtro: Gap assicurativo da 30%',
    );
  });

  it('ignores a malformed query without an error', () => {
    renderAt('/vitals?stato=blu&gap=molto&contatto=7');
    expect(count(/^Tutti/)).toBe(clients.length);
    expect(screen.queryByRole('list', { name: 'Filtri attivi' })).toBeNull();
  });

  it('narrows the list from the panel, removes a chip and clears all', async () => {
    const user = userEvent.setup();
    renderAt('/vitals');
    await user.click(screen.getByRole('button', { name: 'Filtri' }));
    await user.click(screen.getByRole('checkbox', { name: /Fondo emergenza sotto 6 mesi/ }));
    const below = clients.filter((c) => c.emergencyFund < 6).length;
    expect(count(/^Tutti/)).toBe(below);

    const gap = screen.getByRole('textbox', { name: 'Gap assicurativo almeno (%)' });
    await user.type(gap, '15');
    await user.tab();
    expect(count(/^Tutti/)).toBe(
      clients.filter((c) => c.emergencyFund < 6 && c.insuranceGap >= 15).length,
    );

    await user.type(gap, '0');
    expect(gap).toHaveValue('150');
    // The message comes once typing pauses, not at every key.
    expect(gap).not.toHaveAccessibleDescription();
    await waitFor(() =>
      expect(gap).toHaveAccessibleDescription('Inserisci una percentuale intera tra 0 e 100.'),
    );
    // The 15% typed before is not silently kept: the wrong filter is off, and the list says so.
    await user.tab();
    expect(await screen.findByRole('status')).toHaveTextContent(filterErrorNotice);
    expect(count(/^Tutti/)).toBe(below);
    expect(screen.queryByRole('button', { name: /Rimuovi filtro: Gap/ })).toBeNull();

    await user.click(
      screen.getByRole('button', { name: 'Rimuovi filtro: Fondo emergenza sotto 6 mesi' }),
    );
    expect(count(/^Tutti/)).toBe(clients.length);
    expect(gap).toHaveValue('150');
    await user.click(screen.getByRole('button', { name: 'Azzera filtri' }));
    expect(count(/^Tutti/)).toBe(clients.length);
    expect(screen.getByRole('checkbox', { name: /Fondo emergenza/ })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Gap assicurativo almeno (%)' })).toHaveValue('');
    expect(screen.queryByText(filterErrorNotice)).toBeNull();
  });

  it('reads a net worth grouped with dots, as the simulator does', async () => {
    const user = userEvent.setup();
    renderAt('/vitals');
    await user.click(screen.getByRole('button', { name: 'Filtri' }));
    const from = screen.getByRole('textbox', { name: 'Patrimonio netto da (€)' });
    await user.type(from, '200.000');
    await user.tab();
    expect(from).toHaveValue('200.000');
    expect(from).not.toHaveAttribute('aria-invalid');
    expect(count(/^Tutti/)).toBe(clients.filter((c) => c.netWorth >= 200_000).length);
    expect(
      screen.getByRole('button', { name: /^Rimuovi filtro: Patrimonio da 200\.000\s€$/ }),
    ).toBeInTheDocument();

    await user.clear(from);
    await user.type(from, '1.234,56');
    await user.tab();
    expect(from).toHaveAccessibleDescription(
      'Inserisci un importo intero in euro, senza centesimi, per esempio 250.000.',
    );
  });

  it('refuses a maximum below the minimum, and applies it once the minimum is removed', async () => {
    const user = userEvent.setup();
    renderAt('/vitals');
    await user.click(screen.getByRole('button', { name: 'Filtri' }));
    const from = screen.getByRole('textbox', { name: 'Patrimonio netto da (€)' });
    const to = screen.getByRole('textbox', { name: 'Patrimonio netto fino a (€)' });
    await user.type(from, '900000');
    await user.type(to, '100.000');
    await user.tab();
    expect(to).toHaveAccessibleDescription('Il minimo non può superare il massimo.');
    expect(from).not.toHaveAttribute('aria-invalid');
    expect(count(/^Tutti/)).toBe(clients.filter((c) => c.netWorth >= 900_000).length);

    await user.click(
      screen.getByRole('button', { name: /^Rimuovi filtro: Patrimonio da 900\.000\s€$/ }),
    );
    expect(from).toHaveValue('');
    expect(to).toHaveValue('100.000');
    expect(to).not.toHaveAttribute('aria-invalid');
    expect(
      await screen.findByRole('button', {
        name: /^Rimuovi filtro: Patrimonio fino a 100\.000\s€$/,
      }),
    ).toBeInTheDocument();
    expect(count(/^Tutti/)).toBe(clients.filter((c) => c.netWorth <= 100_000).length);
  });

  it('says when no client matches, and that the tiles and the donut count every client', () => {
    renderAt('/vitals?patrimonioDa=999999999');
    expect(count(/^Tutti/)).toBe(0);
    expect(screen.getByText('Nessun cliente corrisponde ai filtri.')).toBeInTheDocument();
    expect(screen.getAllByText('Su tutti i clienti, senza filtri.')).toHaveLength(2);
  });
});
