import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addAccount, archiveAccount } from '@traguardo/ledger/account-commands';
import { addGoal, type GoalDraft, updateGoal } from '@traguardo/ledger/goal-commands';
import { listGoals } from '@traguardo/ledger/reference-queries';
import { goals } from '@traguardo/sample-data/goals';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { ledgerOf } from '../../ledger/ledger-connection';
import { useProfileStore } from '../../stores/profile-store';
import { freshLedgersBeforeEach } from '../../testing/fresh-ledgers';
import { renderApp } from '../../testing/render-app';
import { GoalsScreen } from './goals-screen';

const card = (name: string) => screen.findByRole('article', { name });

describe('GoalsScreen on the demo', () => {
  freshLedgersBeforeEach();

  it('toggles the template picker, adds the chosen goal and closes it', async () => {
    const { user } = renderApp(<GoalsScreen />);
    await card('Pensione serena');
    expect(screen.queryByRole('region', { name: 'Scegli un modello' })).toBeNull();
    const add = screen.getByRole('button', { name: 'Aggiungi obiettivo' });
    await user.click(add);
    const picker = screen.getByRole('region', { name: 'Scegli un modello' });
    expect(within(picker).getAllByRole('button')).toHaveLength(5);
    await user.click(add);
    expect(screen.queryByRole('region', { name: 'Scegli un modello' })).toBeNull();

    await user.click(add);
    await user.click(screen.getByRole('button', { name: /^Viaggio dei sogni/ }));
    expect(screen.queryByRole('region', { name: 'Scegli un modello' })).toBeNull();
    expect(await card('Viaggio dei sogni')).toHaveTextContent('625');
    expect(screen.getAllByRole('article')).toHaveLength(goals.length + 1);
    expect(await screen.findByText('Obiettivo aggiunto!')).toBeInTheDocument();
    // In the demo's ledger, where a reload reads it again.
    const stored = await listGoals(ledgerOf('demo'), todayLocalDate());
    expect(stored.map((goal) => goal.name)).toContain('Viaggio dei sogni');
  });

  it('shows the Monte Carlo analysis with its success probability', async () => {
    renderApp(<GoalsScreen />);
    expect(screen.getByRole('heading', { name: 'Analisi Monte Carlo' })).toBeInTheDocument();
    expect(screen.getByText('Probabilità di successo: 78%')).toBeInTheDocument();
    await card('Pensione serena');
  });

  it('links each goal to the simulator filled with its figures', async () => {
    renderApp(<GoalsScreen />);
    await card('Pensione serena');
    const link = screen.getByRole('link', { name: 'Simula Pensione serena' });
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/invest');
    expect(url.hash).toBe('#simulatore');
    expect(url.searchParams.get('capitale')).toBe('42.300');
    expect(url.searchParams.get('versamento')).toBe('350');
    expect(url.searchParams.get('obiettivo')).toBe('400.000');
    expect(Number(url.searchParams.get('anni'))).toBeGreaterThan(0);
  });

  it('edits a goal: name, target, date and monthly contribution, saved by Enter', async () => {
    const { user } = renderApp(<GoalsScreen />);
    await user.click(
      within(await card('Pensione serena')).getByRole('button', {
        name: 'Modifica Pensione serena',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Modifica obiettivo' });
    const name = within(dialog).getByLabelText('Nome');
    await user.clear(name);
    await user.type(name, 'Pensione tranquilla');
    const target = within(dialog).getByLabelText('Importo da raggiungere (€)');
    await user.clear(target);
    await user.type(target, '450.000');
    const date = within(dialog).getByLabelText('Data obiettivo');
    await user.clear(date);
    await user.type(date, '2050-06-30');
    const monthly = within(dialog).getByLabelText('Contributo mensile (€)');
    await user.clear(monthly);
    // Enter in a field saves, as "Salva" does.
    await user.type(monthly, '400,50{Enter}');

    const edited = await card('Pensione tranquilla');
    expect(edited).toHaveTextContent(/42\.300\s€ \/ 450\.000\s€/);
    expect(edited).toHaveTextContent('30/06/2050');
    expect(edited).toHaveTextContent(/401\s€/);
    expect(screen.queryByRole('article', { name: 'Pensione serena' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says what is wrong with every field at once, each message once', async () => {
    const { user } = renderApp(<GoalsScreen />);
    await user.click(
      within(await card('Pensione serena')).getByRole('button', {
        name: 'Modifica Pensione serena',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Modifica obiettivo' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    await user.clear(field('Nome'));
    await user.clear(field('Importo da raggiungere (€)'));
    await user.type(field('Importo da raggiungere (€)'), 'abc');
    await user.clear(field('Contributo mensile (€)'));
    await user.type(field('Contributo mensile (€)'), '1,234.56');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    expect(field('Nome')).toHaveAccessibleDescription('Scrivi un nome.');
    expect(field('Importo da raggiungere (€)')).toHaveAccessibleDescription(
      'Scrivi un numero, per esempio 10.000 o 250,50.',
    );
    expect(field('Contributo mensile (€)')).toHaveAccessibleDescription(
      'Usa la virgola per i decimali e il punto per le migliaia, per esempio 1.234,56.',
    );

    // A name of spaces only, the rest right: the one message, beside the name.
    await user.type(field('Nome'), '   ');
    await user.clear(field('Importo da raggiungere (€)'));
    await user.type(field('Importo da raggiungere (€)'), '400.000');
    await user.clear(field('Contributo mensile (€)'));
    await user.type(field('Contributo mensile (€)'), '350');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(field('Nome')).toHaveAccessibleDescription('Scrivi un nome.');
    expect(within(dialog).getAllByText('Scrivi un nome.')).toHaveLength(1);
    expect(await card('Pensione serena')).toBeInTheDocument();
  });

  it('refuses a target date already gone; today is taken', async () => {
    const { user } = renderApp(<GoalsScreen />);
    await user.click(
      within(await card('Pensione serena')).getByRole('button', {
        name: 'Modifica Pensione serena',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Modifica obiettivo' });
    const date = within(dialog).getByLabelText('Data obiettivo');
    await user.clear(date);
    await user.type(date, '2020-01-31');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(date).toHaveAccessibleDescription(
      'Questa data è già passata: scegli oggi o una data futura.',
    );
    await user.clear(date);
    await user.type(date, todayLocalDate());
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the goal form from the keyboard on its name; Escape gives focus back', async () => {
    const { user } = renderApp(<GoalsScreen />);
    const opener = within(await card('Pensione serena')).getByRole('button', {
      name: 'Modifica Pensione serena',
    });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Modifica obiettivo' });
    const name = within(dialog).getByLabelText('Nome');
    await waitFor(() => expect(name).toHaveFocus());
    await user.keyboard('{Control>}a{/Control}Pensione tranquilla');
    expect(name).toHaveValue('Pensione tranquilla');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('refuses an amount typed the English way, next to the field, and saves nothing', async () => {
    const { user } = renderApp(<GoalsScreen />);
    await user.click(
      within(await card('Pensione serena')).getByRole('button', {
        name: 'Modifica Pensione serena',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Modifica obiettivo' });
    const target = within(dialog).getByLabelText('Importo da raggiungere (€)');
    await user.clear(target);
    await user.type(target, '1,234.56');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    expect(target).toHaveAccessibleDescription(
      'Usa la virgola per i decimali e il punto per le migliaia, per esempio 1.234,56.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(await card('Pensione serena')).toHaveTextContent(/400\.000\s€/);
  });

  it('deletes a goal after a confirmation, and the toast puts it back', async () => {
    const { user } = renderApp(<GoalsScreen />);
    await user.click(
      within(await card('Casa al mare in Liguria')).getByRole('button', {
        name: 'Elimina Casa al mare in Liguria',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Eliminare l’obiettivo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(
      await screen.findByText('Obiettivo eliminato: Casa al mare in Liguria'),
    ).toBeInTheDocument();
    await expect
      .poll(() => screen.queryByRole('article', { name: 'Casa al mare in Liguria' }))
      .toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(goals.length - 1);

    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(await card('Casa al mare in Liguria')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(goals.length);
  });

  it('cancelling the deletion keeps the goal', async () => {
    const { user } = renderApp(<GoalsScreen />);
    await user.click(
      within(await card('Casa al mare in Liguria')).getByRole('button', {
        name: 'Elimina Casa al mare in Liguria',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await listGoals(ledgerOf('demo'), todayLocalDate())).toHaveLength(goals.length);
  });
});

describe('GoalsScreen on the own profile', () => {
  freshLedgersBeforeEach();

  /** The own profile with one goal (a car by 2040 unless told), its edit form open. */
  async function editOwnGoal(changes: Partial<GoalDraft> = {}) {
    useProfileStore.getState().openProfile('own');
    const stored = await addGoal(ledgerOf('own'), {
      name: 'Auto nuova',
      target: 20_000,
      current: 3_000,
      targetDate: '2040-01-31',
      category: 'travel',
      monthlyContribution: 300,
      ...changes,
    });
    const rendered = renderApp(<GoalsScreen />);
    await rendered.user.click(
      within(await card(stored.name)).getByRole('button', { name: `Modifica ${stored.name}` }),
    );
    return {
      ...rendered,
      stored,
      dialog: screen.getByRole('dialog', { name: 'Modifica obiettivo' }),
    };
  }

  it('starts empty, says what to do first and shows no demo figure', async () => {
    // The demo, seeded, has its goals: none of them shows here.
    expect(await ledgerOf('demo').goals.count()).toBe(goals.length);
    useProfileStore.getState().openProfile('own');
    renderApp(<GoalsScreen />);
    expect(await screen.findByText('Nessun obiettivo per ora')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByText('Probabilità di successo: 78%')).toBeNull();
  });

  it('a goal follows the balance of the account the user picks', async () => {
    useProfileStore.getState().openProfile('own');
    const db = ledgerOf('own');
    await addAccount(db, {
      name: 'Conto risparmio',
      bank: 'Banca Etica',
      type: 'savings',
      openingBalance: 1_250_000,
      openingDate: '2025-01-01',
    });
    const { user } = renderApp(<GoalsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Aggiungi obiettivo' }));
    await user.click(screen.getByRole('button', { name: /^Acquisto casa/ }));
    const goal = await card('Acquisto casa');
    expect(goal).toHaveTextContent(/^.*0\s€ \//);

    await user.click(within(goal).getByRole('button', { name: 'Modifica Acquisto casa' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifica obiettivo' });
    await within(dialog).findByRole('option', { name: 'Conto risparmio · Banca Etica' });
    await user.selectOptions(
      within(dialog).getByLabelText('Segue il saldo del conto'),
      'Conto risparmio · Banca Etica',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    await expect
      .poll(async () => (await card('Acquisto casa')).textContent)
      .toMatch(/12\.500\s€ \//);
    expect(await card('Acquisto casa')).toHaveTextContent('Segue il saldo di Conto risparmio');
  });

  it('offers to follow only the active accounts that are no debt', async () => {
    useProfileStore.getState().openProfile('own');
    const db = ledgerOf('own');
    const account = (name: string, type: 'savings' | 'checking' | 'mortgage' | 'credit') =>
      addAccount(db, { name, bank: '', type, openingBalance: 0, openingDate: '2025-01-01' });
    await account('Conto risparmio', 'savings');
    await account('Mutuo casa', 'mortgage');
    await account('Carta Visa', 'credit');
    const old = await account('Conto vecchio', 'checking');
    await archiveAccount(db, old.id, true);
    await addGoal(db, {
      name: 'Auto nuova',
      target: 20_000,
      current: 5_000,
      targetDate: '2030-01-31',
      category: 'travel',
      monthlyContribution: 300,
    });
    const { user } = renderApp(<GoalsScreen />);
    await user.click(
      within(await card('Auto nuova')).getByRole('button', { name: 'Modifica Auto nuova' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Modifica obiettivo' });
    const follows = within(dialog).getByLabelText('Segue il saldo del conto');
    await within(follows).findByRole('option', { name: 'Conto risparmio' });
    expect(
      within(follows)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Nessun conto: importo scritto a mano', 'Conto risparmio']);
  });

  it('a goal past its date can still be edited while its date is left as it was', async () => {
    const { user, dialog } = await editOwnGoal({ targetDate: '2024-12-31' });
    const name = within(dialog).getByLabelText('Nome');
    await user.clear(name);
    await user.type(name, 'Auto usata');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await card('Auto usata')).toHaveTextContent('31/12/2024');
  });

  it('a goal past its date says so', async () => {
    useProfileStore.getState().openProfile('own');
    await addGoal(ledgerOf('own'), {
      name: 'Auto nuova',
      target: 20_000,
      current: 5_000,
      // Behind today, whenever the test runs.
      targetDate: '2026-01-31',
      category: 'travel',
      monthlyContribution: 300,
    });
    renderApp(<GoalsScreen />);
    const goal = await card('Auto nuova');
    expect(goal).toHaveTextContent('31/01/2026 · passata, obiettivo non raggiunto');
  });

  it('a save keeps what another tab saved meanwhile in a field this form left alone', async () => {
    const db = ledgerOf('own');
    const { user, dialog, stored } = await editOwnGoal({
      name: 'Viaggio in Giappone',
      target: 15_000,
      targetDate: '2040-06-30',
      monthlyContribution: 625,
    });
    expect(within(dialog).getByLabelText('Contributo mensile (€)')).toHaveValue('625');
    // Another tab raises the monthly contribution while this form still holds 625.
    await updateGoal(db, stored.id, { monthlyContribution: 700 });
    await expect
      .poll(async () => (await card('Viaggio in Giappone')).textContent)
      .toMatch(/700\s€/);

    const name = within(dialog).getByLabelText('Nome');
    await user.clear(name);
    await user.type(name, 'Viaggio in Corea');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    expect(await card('Viaggio in Corea')).toHaveTextContent(/700\s€/);
    const [saved] = await listGoals(db, todayLocalDate());
    expect(saved).toMatchObject({ name: 'Viaggio in Corea', monthlyContribution: 700 });
  });

  it('refuses a target of 0 €, next to the field, and saves nothing', async () => {
    const { user, dialog } = await editOwnGoal();
    const target = within(dialog).getByLabelText('Importo da raggiungere (€)');
    await user.clear(target);
    await user.type(target, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    expect(target).toHaveAccessibleDescription('L’obiettivo deve essere maggiore di 0 €.');
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(await card('Auto nuova')).toHaveTextContent(/3\.000\s€ \/ 20\.000\s€/);
  });
});
