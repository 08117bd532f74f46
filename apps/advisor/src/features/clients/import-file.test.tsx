import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { investorFile, investorFileText } from '@traguardo/domain/investor-file';
import { renderApp } from '../../testing/render-app';

function fileOf(netWorth: number): File {
  const text = investorFileText(
    investorFile({
      date: '2026-01-10',
      name: 'Zoë Dell’Acqua',
      email: 'zoe.dellacqua@casa.it',
      figures: {
        netWorth,
        savingsRate: 15,
        emergencyFund: 4,
        investmentFee: 0.6,
        insuranceGap: 10,
      },
      goals: [],
      allocation: [{ name: 'Conto corrente', value: 100, amount: netWorth }],
    }),
  );
  return new File([text], 'traguardo-fascicolo.json', { type: 'application/json' });
}

describe('Importa fascicolo', () => {
  it('says a new client was added, and that the data are updated only for a client already in the book', async () => {
    const { user } = renderApp({ route: '/settings' });
    await user.click(await screen.findByRole('button', { name: 'Usa i tuoi clienti' }));
    await user.click(screen.getByRole('link', { name: 'Clienti' }));
    await screen.findByText('0 clienti in portafoglio');

    await user.upload(screen.getByLabelText('Importa fascicolo'), fileOf(300_000));
    let dialog = await screen.findByRole('dialog', { name: 'Importa fascicolo' });
    await within(dialog).findByText('Crea un nuovo cliente con i dati del fascicolo.');
    await user.click(within(dialog).getByRole('button', { name: 'Importa' }));
    expect(
      await screen.findByText('Cliente aggiunto dal fascicolo: Zoë Dell’Acqua.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/sono aggiornati/)).toBeNull();
    expect(await screen.findByText('1 cliente in portafoglio')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Importa fascicolo'), fileOf(320_000));
    dialog = await screen.findByRole('dialog', { name: 'Importa fascicolo' });
    await within(dialog).findByText('Aggiorna il cliente con la stessa email. Cambia:');
    await user.click(within(dialog).getByRole('button', { name: 'Importa' }));
    expect(
      await screen.findByText('I dati di Zoë Dell’Acqua sono aggiornati.'),
    ).toBeInTheDocument();
    expect(screen.getByText('1 cliente in portafoglio')).toBeInTheDocument();
  });
});
