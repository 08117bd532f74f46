import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultClientNote } from '@traguardo/sample-data/advisor';
import { useNotesStore } from '../../stores/notes-store';
import { renderApp } from '../../testing/render-app';

const CONFLICT = "Questa nota è stata modificata in un'altra scheda";

async function openNotes(path = '/client/c1') {
  const app = renderApp({ route: path });
  await app.user.click(await app.findByRole('tab', { name: 'Note' }));
  const box = screen.getByRole('textbox', { name: 'Note sul cliente' });
  return { ...app, box };
}

/** What another tab does: its save reaches this tab's store (cross-tab sync). */
function saveInAnotherTab(clientId: string, text: string) {
  act(() => {
    useNotesStore.getState().saveNote('demo', clientId, text);
  });
}

describe('client notes', () => {
  it('refuses a note of only spaces and keeps the saved one', async () => {
    const { user, box } = await openNotes();
    await user.clear(box);
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Salva Note' }));

    expect(box).toHaveAccessibleDescription(
      /La nota è vuota: scrivi qualcosa prima di salvarla\. La nota salvata resta invariata\./,
    );
    expect(box).toHaveFocus();
    expect(screen.queryByText('Note salvate')).not.toBeInTheDocument();
    expect(useNotesStore.getState().notes.demo).toEqual({});
  });

  it('counts 1.500 emoji as 1.500 characters and saves them', async () => {
    const { user, box } = await openNotes();
    fireEvent.change(box, { target: { value: '😀'.repeat(1500) } });
    expect(box).toHaveAccessibleDescription('1.500/2.000 caratteri');
    await user.click(screen.getByRole('button', { name: 'Salva Note' }));
    expect(await screen.findByText('Note salvate')).toBeInTheDocument();
  });

  it('tells the advisor when another tab saved the note meanwhile, and keeps both texts', async () => {
    const { user, box } = await openNotes();
    await user.clear(box);
    await user.type(box, 'Nota da A');
    saveInAnotherTab('c1', 'Nota da B');
    await user.click(screen.getByRole('button', { name: 'Salva Note' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CONFLICT);
    expect(alert).toHaveTextContent('Nota da B');
    expect(box).toHaveValue('Nota da A');
    expect(useNotesStore.getState().notes.demo['c1']).toBe('Nota da B');

    await user.click(screen.getByRole('button', { name: 'Mantieni la mia' }));
    expect(await screen.findByText('Note salvate')).toBeInTheDocument();
    expect(useNotesStore.getState().notes.demo['c1']).toBe('Nota da A');
    expect(screen.queryByText(CONFLICT)).not.toBeInTheDocument();
  });

  it('can take the other tab’s note instead', async () => {
    const { user, box } = await openNotes();
    await user.type(box, ' aggiunta');
    saveInAnotherTab('c1', 'Nota da B');
    await user.click(screen.getByRole('button', { name: 'Salva Note' }));
    await user.click(await screen.findByRole('button', { name: "Usa quella dell'altra scheda" }));
    expect(box).toHaveValue('Nota da B');
    expect(useNotesStore.getState().notes.demo['c1']).toBe('Nota da B');
  });

  it('saves without asking when the other tab changed nothing', async () => {
    const { user, box } = await openNotes();
    await user.type(box, ' aggiunta');
    await user.click(screen.getByRole('button', { name: 'Salva Note' }));
    expect(await screen.findByText('Note salvate')).toBeInTheDocument();
    expect(useNotesStore.getState().notes.demo['c1']).toBe(`${defaultClientNote} aggiunta`);
  });
});

describe('leaving with an unsaved note', () => {
  it('asks first; staying keeps the text, leaving goes', async () => {
    const { user, box, router } = await openNotes();
    await user.type(box, ' da non perdere');
    await user.click(screen.getByRole('link', { name: 'Torna ai clienti' }));

    const dialog = await screen.findByRole('dialog', { name: 'Uscire senza salvare la nota?' });
    expect(dialog).toHaveTextContent('se esci, andrà persa');
    await user.click(screen.getByRole('button', { name: 'Resta e salva' }));
    expect(router.state.location.pathname).toBe('/client/c1');
    expect(box).toHaveValue(`${defaultClientNote} da non perdere`);

    await user.click(screen.getByRole('link', { name: 'Clienti' }));
    await user.click(await screen.findByRole('button', { name: 'Esci senza salvare' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('asks the browser to warn before the page is closed or reloaded', async () => {
    const { user, box } = await openNotes();
    const before = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(before()).toBe(false);
    await user.type(box, ' da non perdere');
    expect(before()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Salva Note' }));
    await screen.findByText('Note salvate');
    expect(before()).toBe(false);
  });

  it('leaves without asking when nothing is left unsaved', async () => {
    const { user, router } = await openNotes();
    await user.click(screen.getByRole('link', { name: 'Torna ai clienti' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
