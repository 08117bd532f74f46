import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DemoSuccessionSimulatorSection } from './demo-succession-simulator-section';
import { SuccessionTool } from './succession-tool';

const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).parentElement;
const annaRow = () =>
  within(screen.getByRole('table', { name: 'Imposta di successione per erede' })).getByRole('row', {
    name: /^Anna/,
  });

describe('SuccessionTool', () => {
  it('heads a row added with «Aggiungi altro bene» as «Altro bene», not as an account', () => {
    render(<SuccessionTool initialEstate={[]} initialHeirs={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi altro bene' }));
    const row = screen.getByRole('listitem', { name: 'Bene 1' });
    expect(within(row).getByText('Altro bene', { selector: 'p' })).toBeInTheDocument();
    expect(within(row).queryByText('Saldo di un conto')).toBeNull();
    expect(within(row).getByLabelText('Descrizione')).toHaveValue('Altro bene');
  });

  it('takes funeral expenses up to their limit and a debt added by hand off the taxable estate', () => {
    render(
      <SuccessionTool
        initialEstate={[{ id: 'cc', kind: 'saldo', label: 'Conto', value: '1.100.000' }]}
        initialHeirs={[
          {
            id: 'anna',
            name: 'Anna',
            relationship: 'linea-retta',
            severeDisability: false,
            weight: '1',
          },
        ]}
      />,
    );
    // A child alone on 1.100.000 €: 4% of 100.000 € = 4.000 €.
    expect(annaRow()).toHaveTextContent(/4\.000\s€$/);

    const debts = screen.getByRole('region', { name: 'Debiti e spese' });
    fireEvent.click(within(debts).getByRole('button', { name: 'Aggiungi spese funebri' }));
    const funeral = within(debts).getByLabelText('Importo di Spese funebri (€)');
    fireEvent.change(funeral, { target: { value: '5.000' } });
    expect(funeral).toHaveAccessibleDescription(
      /^Con le ricevute; contano al massimo 1\.032,91\s€ in tutto\.$/,
    );
    // 5.000 € entered, 1.032,91 € count: 98.967,09 € above the allowance, 3.958,68 €.
    expect(figure('Spese funebri dedotte')).toHaveTextContent(/1\.033\s€$/);
    expect(
      screen.getByText(
        'Delle spese funebri indicate (5.000,00 €) contano 1.032,91 €, il limite di legge (D.Lgs. 346/1990, art. 24).',
        { normalizer: (text) => text.replace(/\s/g, ' ') },
      ),
    ).toBeInTheDocument();
    expect(annaRow()).toHaveTextContent(/3\.959\s€$/);

    fireEvent.click(within(debts).getByRole('button', { name: 'Aggiungi debito' }));
    const debt = within(debts).getByLabelText('Importo di Debito (€)');
    fireEvent.change(debt, { target: { value: 'molto' } });
    expect(debt).toHaveAccessibleDescription(
      /Scrivi un importo, per esempio 250\.000 o 1\.234,56\./,
    );
    expect(
      screen.getByText('Correggi i campi indicati per vedere le imposte.'),
    ).toBeInTheDocument();
    fireEvent.change(debt, { target: { value: '100.000' } });
    // 1.100.000 € less 100.000 € and 1.032,91 €: below the 1.000.000 € allowance, no tax.
    expect(figure('Asse netto imponibile')).toHaveTextContent(/998\.967\s€$/);
    expect(annaRow()).toHaveTextContent(/\D0\s€$/);
  });

  it('on the demo, starts from the mortgage and the card as debts', () => {
    render(<DemoSuccessionSimulatorSection />);
    const debts = screen.getByRole('region', { name: 'Debiti e spese' });
    expect(within(debts).getByLabelText('Importo di Mutuo prima casa (€)')).toHaveValue('145.000');
    expect(within(debts).getByLabelText('Importo di Carta di credito Visa (€)')).toHaveValue(
      '1.250',
    );
    // 453.850 € of goods, 30.000 € of BTP out: 423.850 € less 146.250 € of debts = 277.600 €.
    expect(figure('Attivo imponibile')).toHaveTextContent(/423\.850\s€$/);
    expect(figure('Debiti dedotti')).toHaveTextContent(/146\.250\s€$/);
    expect(figure('Asse netto imponibile')).toHaveTextContent(/277\.600\s€$/);
  });
});
