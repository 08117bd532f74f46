import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addCategoryRule,
  listCategoryRules,
  updateCategoryRule,
} from '@traguardo/ledger/rule-commands';
import { describe, expect, it } from 'vitest';
import { ledgerOf } from '../../ledger/ledger-connection';
import { useProfileStore } from '../../stores/profile-store';
import { renderApp } from '../../testing/render-app';
import { resetLedgersBeforeEach } from '../../testing/reset-ledgers-before-each';
import { resetStoreBeforeEach } from '../../testing/reset-store-before-each';
import { ImportScreen } from './import-screen';

const own = () => ledgerOf('own');

describe('Regole delle categorie', () => {
  resetStoreBeforeEach(useProfileStore);
  resetLedgersBeforeEach();

  it('adds a rule, refuses a reversed range in Italian, edits and deletes it', async () => {
    const user = userEvent.setup();
    useProfileStore.getState().openProfile('own');
    renderApp(<ImportScreen />, { route: '/import' });
    const list = await screen.findByRole('list', { name: 'Regole delle categorie' });
    expect(
      await within(list).findByText('contiene «STIPENDIO», importo da 0,01 € → Stipendio'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nuova regola' }));
    let dialog = await screen.findByRole('dialog', { name: 'Nuova regola' });
    await user.type(within(dialog).getByLabelText('Testo da cercare'), 'palestra');
    await user.type(within(dialog).getByLabelText('Importo minimo'), '-10');
    await user.type(within(dialog).getByLabelText('Importo massimo'), '-100');
    await user.selectOptions(within(dialog).getByLabelText('Categoria'), 'Salute');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(
      await within(dialog).findByText('L’importo minimo non può superare il massimo.'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Importo massimo'));
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    const rule = 'contiene «palestra», importo da -10,00 € → Salute';
    expect(await within(list).findByText(rule)).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(rule);

    await user.click(
      within(list).getByRole('button', {
        name: /^Modifica la regola contiene «palestra», importo da/,
      }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Modifica regola' });
    await user.clear(within(dialog).getByLabelText('Importo minimo'));
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    const edited = 'contiene «palestra» → Salute';
    expect(await within(list).findByText(edited)).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: `Elimina la regola ${edited}` }));
    await waitFor(async () =>
      expect((await listCategoryRules(own())).some((r) => r.pattern === 'palestra')).toBe(false),
    );
    await user.click(await screen.findByRole('button', { name: 'Annulla' }));
    expect(await within(list).findByText(edited)).toBeInTheDocument();
  });

  it('a save keeps what another tab saved meanwhile: only the fields changed here are written', async () => {
    const user = userEvent.setup();
    const palestra = await addCategoryRule(own(), {
      match: 'contains',
      pattern: 'palestra',
      minCents: null,
      maxCents: null,
      categoryId: 'salute',
    });
    useProfileStore.getState().openProfile('own');
    renderApp(<ImportScreen />, { route: '/import' });
    const list = await screen.findByRole('list', { name: 'Regole delle categorie' });
    await user.click(
      await within(list).findByRole('button', {
        name: 'Modifica la regola contiene «palestra» → Salute',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modifica regola' });
    // Another tab moves the rule to "Intrattenimento" while this form is open.
    await updateCategoryRule(own(), palestra.id, { categoryId: 'intrattenimento' });
    await user.clear(within(dialog).getByLabelText('Testo da cercare'));
    await user.type(within(dialog).getByLabelText('Testo da cercare'), 'piscina');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(async () =>
      expect((await listCategoryRules(own())).find((r) => r.id === palestra.id)).toMatchObject({
        pattern: 'piscina',
        categoryId: 'intrattenimento',
      }),
    );
  });
});
