import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useGeneratedReportsStore } from '../../stores/generated-reports-store';
import { useNotesStore } from '../../stores/notes-store';
import { settingsOf, useSettingsStore } from '../../stores/settings-store';
import { addEnteredClient } from '../../testing/entered-client';
import { renderApp } from '../../testing/render-app';

type User = ReturnType<typeof renderApp>['user'];

async function replaceText(user: User, label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

const OWN_REPORT = {
  id: 'generato-1',
  client: 'Anna Neri',
  type: 'Report Completo',
  date: '2026-11-20',
  status: 'Generato',
} as const;

describe('Ripristina dati demo on the own book', () => {
  it('resets the demo only: the own firm, notes and reports stay, and the dialog says so', async () => {
    const { user } = renderApp({ route: '/settings' });
    await user.click(await screen.findByRole('button', { name: 'Usa i tuoi clienti' }));
    // The own book's settings start empty: the demo's sample firm is not the advisor's.
    await waitFor(() => expect(screen.getByLabelText('Nome dello studio')).toHaveValue(''));
    await replaceText(user, 'Nome completo', 'Dott. Marco Bianchi');
    await replaceText(user, 'Email', 'marco@studiobianchi.it');
    await replaceText(user, 'Nome dello studio', 'Studio Bianchi');
    await user.click(screen.getByRole('button', { name: 'Salva Impostazioni' }));
    expect(await screen.findByText('Impostazioni salvate')).toBeInTheDocument();

    const own = await addEnteredClient('own');
    useNotesStore.getState().saveNote('own', own, 'Nota del mio cliente');
    useNotesStore.getState().saveNote('demo', 'c1', 'Nota sulla demo');
    useGeneratedReportsStore.getState().add('own', OWN_REPORT);

    await user.click(screen.getByRole('button', { name: 'Ripristina dati demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ripristinare i dati demo?' });
    expect(dialog).toHaveAccessibleDescription(
      "Le tue modifiche (solo quelle alla demo: profilo, branding e notifiche, note sui clienti, report recenti, cliente selezionato e clienti) saranno sostituite dai dati di esempio. I tuoi clienti, con le loro note e i loro report, e le tue impostazioni restano come sono. L'operazione non si può annullare.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ripristina' }));
    expect(await screen.findByText('Dati demo ripristinati')).toBeInTheDocument();

    expect(screen.getByLabelText('Nome dello studio')).toHaveValue('Studio Bianchi');
    expect(settingsOf(useSettingsStore.getState(), 'own').branding.firmName).toBe('Studio Bianchi');
    expect(useNotesStore.getState().notes.own).toEqual({ [own]: 'Nota del mio cliente' });
    expect(useNotesStore.getState().notes.demo).toEqual({});
    expect(useGeneratedReportsStore.getState().reports.own).toEqual([OWN_REPORT]);

    // Each book shows its own settings, and switching back finds them as they were.
    await user.click(screen.getByRole('button', { name: 'Torna alla demo' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Nome dello studio')).toHaveValue(
        'Ferraris & Partners Consulenza Patrimoniale',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Usa i tuoi clienti' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Nome dello studio')).toHaveValue('Studio Bianchi'),
    );
  });

  it('keeps an own client’s saved note on its page', async () => {
    const own = await addEnteredClient('own');
    useNotesStore.getState().saveNote('own', own, 'Nota del mio cliente');
    const { user } = renderApp({ route: '/settings' });
    await user.click(await screen.findByRole('button', { name: 'Usa i tuoi clienti' }));
    await user.click(screen.getByRole('button', { name: 'Ripristina dati demo' }));
    await user.click(await screen.findByRole('button', { name: 'Ripristina' }));
    expect(await screen.findByText('Dati demo ripristinati')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Clienti' }));
    await user.click(await screen.findByRole('link', { name: /Mario Verdi/ }));
    await user.click(await screen.findByRole('tab', { name: 'Note' }));
    expect(await screen.findByLabelText('Note sul cliente')).toHaveValue('Nota del mio cliente');
  });
});
