import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { ISIN_MESSAGES } from '@traguardo/domain/isin';
import { POSITION_MESSAGES } from '@traguardo/domain/position-schemas';
import { addAccount } from '@traguardo/ledger/account-commands';
import {
  addOperation,
  addPosition,
  changeOperation,
  updatePrice,
} from '@traguardo/ledger/position-commands';
import { listPositions } from '@traguardo/ledger/position-queries';
import { writeLedgerOfVersion5 } from '@traguardo/ledger/testing/stored-before-cash-opening';
import { ledgerOf } from '../../ledger/ledger-connection';
import { useProfileStore } from '../../stores/profile-store';
import { renderApp } from '../../testing/render-app';
import { resetLedgersBeforeEach } from '../../testing/reset-ledgers-before-each';
import { resetStoreBeforeEach } from '../../testing/reset-store-before-each';
import { InvestScreen } from './invest-screen';

const own = () => ledgerOf('own');
const today = todayLocalDate();
const year = Number(today.slice(0, 4));

async function ownPortfolio() {
  const account = await addAccount(own(), {
    name: 'Conto titoli',
    bank: 'Fineco',
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
  await addOperation(
    own(),
    shares.id,
    { kind: 'acquisto', date: `${year - 1}-03-10`, quantity: 100, price: 10, feesCents: 0 },
    today,
  );
  await updatePrice(own(), shares.id, { price: 12, date: `${year - 1}-12-30` }, today);
  const btp = await addPosition(own(), {
    accountId: account.id,
    isin: 'IT0005083057',
    name: 'BTP 2032',
    positionClass: 'titoli-di-stato',
    custody: 'italiana',
  });
  await addOperation(
    own(),
    btp.id,
    { kind: 'acquisto', date: `${year - 1}-03-10`, quantity: 1000, price: 98, feesCents: 0 },
    today,
  );
  return account;
}

async function positionIdOf(name: string): Promise<string> {
  const position = (await listPositions(own())).find((p) => p.name === name);
  if (position === undefined) throw new Error(name);
  return position.id;
}

describe('Investi on the own profile, from its positions', () => {
  resetStoreBeforeEach(useProfileStore);
  resetLedgersBeforeEach();

  it('shows the portfolio’s value, allocation, each position and the Ribilanciamento', async () => {
    await ownPortfolio();
    useProfileStore.getState().openProfile('own');
    renderApp(<InvestScreen />, { route: '/invest' });
    const value = await screen.findByRole('region', { name: 'Valore del portafoglio' });
    // 100 Enel at 12 € and 1.000 € of BTP at cost (98): 1.200 € + 980 €.
    expect(value).toHaveTextContent('2.180 €');
    expect(value).toHaveTextContent('aggiorna il loro prezzo');
    // The BTP was held on 31 December with no price entered up to then.
    expect(value).toHaveTextContent(
      `Per il rendimento da inizio anno serve il prezzo al 31/12/${year - 1} di BTP 2032.`,
    );
    const allocation = screen.getByRole('region', { name: 'Allocazione' });
    expect(within(allocation).getByRole('row', { name: /Azioni/ })).toHaveTextContent('55,0%');
    const positions = screen.getByRole('list', { name: 'Posizioni di Conto titoli' });
    const enel = within(positions).getByText('Enel').closest('li');
    expect(enel).toHaveTextContent('Costo medio10,00 €');
    expect(enel).toHaveTextContent('Plus/minus latente+200 €');
    const rebalancing = screen.getByRole('region', { name: 'Ribilanciamento' });
    expect(within(rebalancing).getByRole('row', { name: /Azioni/ })).toHaveTextContent('55,0%');
    expect(document.body).not.toHaveTextContent(/NaN|\b0\/0\b/);
  });

  it('shows the return since 31 December once every position held then has its price', async () => {
    await ownPortfolio();
    const btp = await positionIdOf('BTP 2032');
    const enel = await positionIdOf('Enel');
    await updatePrice(own(), btp, { price: 100, date: `${year - 1}-12-31` }, today);
    await updatePrice(own(), enel, { price: 13.2, date: today }, today);
    useProfileStore.getState().openProfile('own');
    renderApp(<InvestScreen />, { route: '/invest' });
    const value = await screen.findByRole('region', { name: 'Valore del portafoglio' });
    // 1.200 € of Enel and 1.000 € of BTP on 31 December; Enel +10% since: 2.320 €, +5,5%.
    expect(value).toHaveTextContent('2.320 €');
    expect(value).toHaveTextContent('+5,5% da inizio anno');
  });

  it('warns beside an account’s positions when its purchases took more cash than it had', async () => {
    // Opened with 0 € of cash, its 1.000 € of Enel and 980 € of BTP bought after the opening.
    const account = await ownPortfolio();
    const other = await addAccount(own(), {
      name: 'Conto ETF',
      bank: 'Fineco',
      type: 'investment',
      openingBalance: 500000,
      openingDate: `${year - 1}-01-01`,
    });
    const etf = await addPosition(own(), {
      accountId: other.id,
      isin: 'IE00B4L5Y983',
      name: 'iShares Core MSCI World',
      positionClass: 'fondi-etf',
      custody: 'italiana',
    });
    await addOperation(
      own(),
      etf.id,
      { kind: 'acquisto', date: `${year - 1}-03-10`, quantity: 10, price: 100, feesCents: 0 },
      today,
    );
    useProfileStore.getState().openProfile('own');
    renderApp(<InvestScreen />, { route: '/invest' });
    const positions = await screen.findByRole('region', { name: `Posizioni · ${account.name}` });
    expect(positions).toHaveTextContent(
      'Liquidità negativa: -1.980 €. Controlla il saldo iniziale o registra il versamento che ha pagato gli acquisti.',
    );
    const covered = screen.getByRole('region', { name: 'Posizioni · Conto ETF' });
    expect(covered).not.toHaveTextContent('Liquidità negativa');
  });

  it('asks beside an account’s positions whether its opening balance, stored before, holds them', async () => {
    await writeLedgerOfVersion5('own');
    useProfileStore.getState().openProfile('own');
    renderApp(<InvestScreen />, { route: '/invest' });
    const positions = await screen.findByRole('region', { name: 'Posizioni · Dossier Titoli' });
    const notice = await within(positions).findByRole('region', {
      name: 'Il saldo iniziale comprende anche i titoli?',
    });
    expect(
      within(notice).getByRole('button', {
        name: 'Togli i titoli dal saldo iniziale di Dossier Titoli',
      }),
    ).toBeInTheDocument();
  });

  it('shows a BTP by its nominal and its price per 100 € of it (QA’s case)', async () => {
    const account = await addAccount(own(), {
      name: 'Conto titoli',
      bank: 'Fineco',
      type: 'investment',
      openingBalance: 0,
      openingDate: `${year - 1}-01-01`,
    });
    const btp = await addPosition(own(), {
      accountId: account.id,
      isin: 'IT0005083057',
      name: 'BTP 2032',
      positionClass: 'titoli-di-stato',
      custody: 'italiana',
    });
    const bought = { date: `${year - 1}-03-10`, quantity: 10_000, price: 98.75, feesCents: 0 };
    await addOperation(own(), btp.id, { kind: 'acquisto', ...bought }, today);
    await updatePrice(own(), btp.id, { price: 99.5, date: `${year - 1}-12-30` }, today);
    useProfileStore.getState().openProfile('own');
    renderApp(<InvestScreen />, { route: '/invest' });
    const positions = await screen.findByRole('list', { name: 'Posizioni di Conto titoli' });
    const card = within(positions).getByText('BTP 2032').closest('li');
    // 10.000 € of nominal × 99,50 / 100 = 9.950 €.
    expect(card).toHaveTextContent('Valore nominale10.000 €');
    expect(card).toHaveTextContent('Costo medio per 100 € di nominale98,75 €');
    expect(card).toHaveTextContent('Valore9.950 €');
    expect(card).not.toHaveTextContent('Quantità');
  });

  it('adds a position and a purchase through the forms; bad inputs get Italian messages', async () => {
    const user = userEvent.setup();
    await addAccount(own(), {
      name: 'Conto titoli',
      bank: '',
      type: 'investment',
      openingBalance: 0,
      openingDate: `${year - 1}-01-01`,
    });
    useProfileStore.getState().openProfile('own');
    renderApp(<InvestScreen />, { route: '/invest' });
    await user.click(
      await screen.findByRole('button', { name: 'Nuova posizione in Conto titoli' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Nuova posizione' });
    await user.type(within(dialog).getByLabelText('Codice ISIN'), 'IT0005083058');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText(ISIN_MESSAGES.checkDigit)).toBeInTheDocument();
    expect(within(dialog).getByText(POSITION_MESSAGES.nameRequired)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Codice ISIN'));
    await user.type(within(dialog).getByLabelText('Codice ISIN'), 'IT0005083057');
    await user.type(within(dialog).getByLabelText('Nome del titolo'), 'BTP 2032');
    await user.selectOptions(
      within(dialog).getByLabelText('Classe'),
      'Titoli di Stato italiani ed equiparati (white list)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(await screen.findByRole('button', { name: 'Vendita di BTP 2032' }));
    dialog = await screen.findByRole('dialog', { name: 'Vendita · BTP 2032' });
    await user.clear(within(dialog).getByLabelText('Data'));
    await user.type(within(dialog).getByLabelText('Data'), `01/02/${year}`);
    await user.type(within(dialog).getByLabelText('Valore nominale'), '1.000');
    await user.type(within(dialog).getByLabelText('Prezzo'), '99,5');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(
      await within(dialog).findByText(
        `La vendita del 01/02/${year} non è possibile: a quella data non possiedi questo titolo.`,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));

    await user.click(await screen.findByRole('button', { name: 'Acquisto di BTP 2032' }));
    dialog = await screen.findByRole('dialog', { name: 'Acquisto · BTP 2032' });
    await user.clear(within(dialog).getByLabelText('Data'));
    await user.type(within(dialog).getByLabelText('Data'), '32/01/2025');
    await user.type(within(dialog).getByLabelText('Valore nominale'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText(POSITION_MESSAGES.date)).toBeInTheDocument();
    expect(within(dialog).getByText(POSITION_MESSAGES.quantityPositive)).toBeInTheDocument();
    expect((await listPositions(own()))[0]?.operations).toEqual([]);
  });

  it('refuses the same ISIN twice in one account beside the ISIN field, saving nothing', async () => {
    const user = userEvent.setup();
    await ownPortfolio();
    useProfileStore.getState().openProfile('own');
    renderApp(<InvestScreen />, { route: '/invest' });
    await user.click(
      await screen.findByRole('button', { name: 'Nuova posizione in Conto titoli' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nuova posizione' });
    await user.type(within(dialog).getByLabelText('Codice ISIN'), 'it0003128367');
    await user.type(within(dialog).getByLabelText('Nome del titolo'), 'Enel di nuovo');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    const message = 'Questo titolo è già in questo conto: aggiungi un acquisto alla sua posizione.';
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Codice ISIN')).toHaveAccessibleDescription(
        expect.stringContaining(message),
      ),
    );
    expect(within(dialog).getByLabelText('Codice ISIN')).toHaveAttribute('aria-invalid', 'true');
    expect((await listPositions(own())).map((position) => position.name)).toEqual([
      'BTP 2032',
      'Enel',
    ]);
  });

  it('lists each position’s operations; a purchase is corrected with Modifica, deleted with Elimina and taken back', async () => {
    const user = userEvent.setup();
    const account = await ownPortfolio();
    const [btp] = await listPositions(own(), account.id);
    if (btp === undefined) throw new Error('no BTP');
    // The BTP bought at 0,98 instead of 98,75, then 400 € of it sold.
    const [purchase] = btp.entries;
    if (purchase === undefined) throw new Error('no purchase');
    await changeOperation(own(), purchase.id, { ...purchase, price: 0.98 }, today);
    await addOperation(
      own(),
      btp.id,
      { kind: 'vendita', date: `${year - 1}-06-10`, quantity: 400, price: 99, feesCents: 250 },
      today,
    );
    useProfileStore.getState().openProfile('own');
    renderApp(<InvestScreen />, { route: '/invest' });
    const operations = await screen.findByRole('list', { name: 'Operazioni di BTP 2032' });
    const items = () => within(operations).getAllByRole('listitem');
    expect(items().map((item) => item.textContent?.replaceAll('\u00a0', ' '))).toEqual([
      `Acquisto del 10/03/${year - 1}1.000 € nominali a 0,98 € · commissioni 0,00 €ModificaElimina`,
      `Vendita del 10/06/${year - 1}400 € nominali a 99,00 € · commissioni 2,50 €ModificaElimina`,
    ]);

    // Modifica, from the keyboard: the Acquisto dialog with the purchase as recorded.
    within(operations)
      .getByRole('button', { name: `Modifica acquisto del 10/03/${year - 1}, BTP 2032` })
      .focus();
    await user.keyboard('{Enter}');
    let dialog = await screen.findByRole('dialog', { name: 'Modifica acquisto · BTP 2032' });
    expect(within(dialog).getByLabelText('Data')).toHaveValue(`10/03/${year - 1}`);
    expect(within(dialog).getByLabelText('Valore nominale')).toHaveValue('1.000');
    expect(within(dialog).getByLabelText('Prezzo')).toHaveValue('0,98');
    await user.clear(within(dialog).getByLabelText('Prezzo'));
    await user.type(within(dialog).getByLabelText('Prezzo'), '98,75');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Acquisto modificato')).toBeInTheDocument();
    await waitFor(() => expect(items()[0]).toHaveTextContent('1.000 € nominali a 98,75 €'));
    expect(items()).toHaveLength(2);

    // A purchase the later sale needs: refused with the reason, nothing deleted.
    await user.click(
      within(operations).getByRole('button', {
        name: `Elimina acquisto del 10/03/${year - 1}, BTP 2032`,
      }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Eliminare l’operazione?' });
    expect(dialog).toHaveTextContent(
      `Acquisto del 10/03/${year - 1} di BTP 2032 (1.000 € nominali a 98,75 € · commissioni 0,00 €) sarà eliminato. Potrai annullare subito dopo.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(
      await screen.findByText(
        `Senza questa operazione, la vendita del 10/06/${year - 1} non è possibile: a quella data non possiedi questo titolo. Elimina o modifica prima quella vendita.`,
      ),
    ).toBeInTheDocument();
    expect(items()).toHaveLength(2);

    // The sale: deleted after the confirmation, and the toast takes it back.
    await user.click(
      within(operations).getByRole('button', {
        name: `Elimina vendita del 10/06/${year - 1}, BTP 2032`,
      }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Eliminare l’operazione?' });
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    const toast = (await screen.findAllByRole('status')).find((status) =>
      status.textContent?.includes(`Vendita del 10/06/${year - 1} eliminata: BTP 2032`),
    );
    if (toast === undefined) throw new Error('nessun avviso di eliminazione');
    await user.click(within(toast).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(await screen.findByText('Operazione ripristinata')).toBeInTheDocument();
    expect((await listPositions(own(), account.id))[0]?.operations).toEqual([
      { kind: 'acquisto', date: `${year - 1}-03-10`, quantity: 1000, price: 98.75, feesCents: 0 },
      { kind: 'vendita', date: `${year - 1}-06-10`, quantity: 400, price: 99, feesCents: 250 },
    ]);
  });
});
