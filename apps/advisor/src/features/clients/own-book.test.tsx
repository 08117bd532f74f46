import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';

async function useOwnBook(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Usa i tuoi clienti' }));
}

async function fill(user: ReturnType<typeof renderApp>['user'], values: Record<string, string>) {
  const dialog = await screen.findByRole('dialog', { name: 'Nuovo cliente' });
  for (const [label, value] of Object.entries(values)) {
    const field = within(dialog).getByLabelText(label);
    await user.clear(field);
    await user.click(field);
    await user.paste(value);
  }
  return dialog;
}

const ANNA = {
  Nome: 'Anna Neri',
  Email: 'anna@studio.it',
  'Patrimonio netto': '250.000',
  'Tasso di risparmio': '17',
  'Fondo emergenza (mesi)': '6',
  'Costi investimento': '0,4',
  'Gap assicurativo': '10',
  'Ultimo contatto': '2026-01-15',
};

describe('the own book of clients', () => {
  it('starts empty, beside the demo, and the header names the open book', async () => {
    const { user } = renderApp({ route: '/settings' });
    expect(await screen.findByText('Demo')).toBeInTheDocument();
    await useOwnBook(user);
    expect(await screen.findByText('I miei clienti')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Torna alla demo' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clienti' }));
    expect(await screen.findByText('0 clienti in portafoglio')).toBeInTheDocument();
    // An empty book says what to do first, not that the search found nobody.
    expect(screen.getByText('Nessun cliente in portafoglio')).toBeInTheDocument();
    expect(
      screen.getByText(/«Nuovo cliente».*«Importa clienti».*«Importa fascicolo»/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Nessun cliente corrisponde alla ricerca.')).toBeNull();
  });

  it('says the search found nobody only when a book with clients is searched', async () => {
    const { user } = renderApp({ route: '/settings' });
    await useOwnBook(user);
    await user.click(screen.getByRole('link', { name: 'Clienti' }));
    await user.click(await screen.findByRole('button', { name: 'Nuovo cliente' }));
    const dialog = await fill(user, ANNA);
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await screen.findByText('1 cliente in portafoglio');
    await user.type(
      screen.getByRole('searchbox', { name: 'Cerca cliente per nome o email' }),
      'zzz',
    );
    expect(await screen.findByText('Nessun cliente corrisponde alla ricerca.')).toBeInTheDocument();
    expect(screen.queryByText('Nessun cliente in portafoglio')).toBeNull();
  });

  it('adds a client with Nuovo cliente, its status computed, and keeps the demo as it was', async () => {
    const { user } = renderApp({ route: '/settings' });
    await useOwnBook(user);
    await user.click(screen.getByRole('link', { name: 'Clienti' }));
    await user.click(await screen.findByRole('button', { name: 'Nuovo cliente' }));
    const dialog = await fill(user, ANNA);
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('1 cliente in portafoglio')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Elenco clienti' });
    expect(within(list).getByText('Anna Neri')).toBeInTheDocument();

    await user.click(within(list).getByRole('link', { name: /Anna Neri/ }));
    const status = await screen.findByRole('region', { name: 'Stato del cliente' });
    await user.click(within(status).getByRole('button', { name: 'Perché Attenzione?' }));
    expect(within(status).getByText(/Tasso di risparmio 17%/)).toHaveTextContent(
      /obiettivo almeno 20%.*Attenzione/,
    );

    await user.click(screen.getByRole('link', { name: 'Impostazioni' }));
    await user.click(await screen.findByRole('button', { name: 'Torna alla demo' }));
    await user.click(screen.getByRole('link', { name: 'Clienti' }));
    expect(await screen.findByText('12 clienti in portafoglio')).toBeInTheDocument();
    expect(screen.queryByText('Anna Neri')).not.toBeInTheDocument();
  });

  it('opens Nuovo cliente from the keyboard on its first field; Escape gives focus back', async () => {
    const { user } = renderApp({ route: '/settings' });
    await useOwnBook(user);
    await user.click(screen.getByRole('link', { name: 'Clienti' }));
    const opener = await screen.findByRole('button', { name: 'Nuovo cliente' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo cliente' });
    const name = within(dialog).getByLabelText('Nome');
    await waitFor(() => expect(name).toHaveFocus());
    await user.keyboard('Anna Neri');
    expect(name).toHaveValue('Anna Neri');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('says beside each field what is wrong, and refuses an email already in the book', async () => {
    const { user } = renderApp({ route: '/settings' });
    await useOwnBook(user);
    await user.click(screen.getByRole('link', { name: 'Clienti' }));
    await user.click(await screen.findByRole('button', { name: 'Nuovo cliente' }));
    let dialog = await fill(user, { ...ANNA, Email: 'anna@', 'Tasso di risparmio': '150' });
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(
      'Inserisci un’email valida, per esempio nome@dominio.it.',
    );
    expect(within(dialog).getByLabelText('Tasso di risparmio')).toHaveAccessibleDescription(
      /Inserisci un valore tra -100 e 100%\./,
    );
    dialog = await fill(user, ANNA);
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await screen.findByText('1 cliente in portafoglio');

    await user.click(await screen.findByRole('button', { name: 'Nuovo cliente' }));
    dialog = await fill(user, { ...ANNA, Nome: 'Anna Seconda', Email: 'ANNA@studio.it' });
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(
      await within(dialog).findByText('Esiste già un cliente con questa email.'),
    ).toBeVisible();
    expect(screen.getByText('1 cliente in portafoglio')).toBeInTheDocument();
  });

  it('archives a client out of the list and restores it', async () => {
    const { user } = renderApp({ route: '/settings' });
    await useOwnBook(user);
    await user.click(screen.getByRole('link', { name: 'Clienti' }));
    await user.click(await screen.findByRole('button', { name: 'Nuovo cliente' }));
    await user.click(within(await fill(user, ANNA)).getByRole('button', { name: 'Salva' }));
    await user.click(await screen.findByRole('link', { name: /Anna Neri/ }));
    await user.click(await screen.findByRole('button', { name: 'Archivia' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Archivia' }),
    );
    expect(await screen.findByText(/Cliente archiviato: non compare/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Torna ai clienti' }));
    expect(await screen.findByText('0 clienti in portafoglio')).toBeInTheDocument();
    await user.click(await screen.findByText('Clienti archiviati (1)'));
    await user.click(screen.getByRole('button', { name: 'Ripristina Anna Neri' }));
    expect(await screen.findByText('1 cliente in portafoglio')).toBeInTheDocument();
  });
});

describe('the file buttons of Clienti, by keyboard', () => {
  it('reaches Importa clienti and Importa fascicolo with Tab (the ring it shows: e2e advisor-book)', async () => {
    const { user } = renderApp({ route: '/' });
    for (const name of ['Importa clienti', 'Importa fascicolo']) {
      const input = await screen.findByLabelText(name);
      for (let step = 0; step < 40 && document.activeElement !== input; step += 1) {
        await user.tab();
      }
      expect(input).toHaveFocus();
      expect(input.closest('label')).toHaveTextContent(name);
    }
  });
});
