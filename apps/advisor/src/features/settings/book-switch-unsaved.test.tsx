import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBookStore } from '../../stores/book-store';
import { renderApp } from '../../testing/render-app';

const DEMO_FIRM = 'Ferraris & Partners Consulenza Patrimoniale';

describe('Impostazioni: switching book with unsaved edits', () => {
  it('asks first: "Resta qui" keeps the edits on the demo, confirming opens the own book', async () => {
    const { user } = renderApp({ route: '/settings' });
    const firm = await screen.findByLabelText('Nome dello studio');
    await waitFor(() => expect(firm).toHaveValue(DEMO_FIRM));
    await user.clear(firm);
    await user.type(firm, 'Studio Nuovo');

    await user.click(screen.getByRole('button', { name: 'Usa i tuoi clienti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifiche non salvate' });
    expect(dialog).toHaveAccessibleDescription(
      'Le modifiche alle impostazioni di «Demo» non sono salvate: aprendo «I miei clienti» andranno perse.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Resta qui' }));
    expect(useBookStore.getState().book).toBe('demo');
    expect(screen.getByLabelText('Nome dello studio')).toHaveValue('Studio Nuovo');

    await user.click(screen.getByRole('button', { name: 'Usa i tuoi clienti' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Modifiche non salvate' })).getByRole(
        'button',
        { name: 'Scarta e cambia elenco' },
      ),
    );
    expect(useBookStore.getState().book).toBe('own');
    await waitFor(() => expect(screen.getByLabelText('Nome dello studio')).toHaveValue(''));
  });

  it('switches at once when nothing is left unsaved', async () => {
    const { user } = renderApp({ route: '/settings' });
    await user.click(await screen.findByRole('button', { name: 'Usa i tuoi clienti' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useBookStore.getState().book).toBe('own');
  });
});
