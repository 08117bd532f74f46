import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNotesStore } from '../../stores/notes-store';
import { useSettingsStore } from '../../stores/settings-store';
import { renderApp } from '../../testing/render-app';
import { SettingsScreen } from './settings-screen';

function renderScreen() {
  return renderApp(<SettingsScreen />).user;
}

type User = ReturnType<typeof renderScreen>;

/** Replaces the text of the field labelled `label` and presses Salva Impostazioni. */
async function typeAndSave(user: User, label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, text);
  await user.click(screen.getByRole('button', { name: 'Salva Impostazioni' }));
  return field;
}

describe('SettingsScreen', () => {
  it('has all four notification switches on', () => {
    renderScreen();
    expect(screen.getAllByRole('switch')).toHaveLength(4);
    for (const sw of screen.getAllByRole('switch')) expect(sw).toBeChecked();
  });

  it('saves a valid draft into the store and confirms', async () => {
    const user = renderScreen();
    await typeAndSave(user, 'Nome dello studio', 'Studio Verdi');

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Impostazioni salvate');
    expect(toast).toHaveTextContent('Le tue preferenze sono state aggiornate con successo.');
    expect(useSettingsStore.getState().branding.firmName).toBe('Studio Verdi');
  });

  it('blocks saving an invalid email, explains why and keeps the text', async () => {
    const user = renderScreen();
    const email = await typeAndSave(user, 'Email', 'giulia.ferraris.it');

    expect(screen.queryByText('Impostazioni salvate')).not.toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/indirizzo email valido/);
    expect(email).toHaveValue('giulia.ferraris.it');
    expect(email).toHaveFocus();
    expect(useSettingsStore.getState().profile.email).not.toBe('giulia.ferraris.it');

    await user.type(email, '@x.it');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('shows a message next to a field the save refused, and keeps the text', async () => {
    const user = renderScreen();
    const website = await typeAndSave(user, 'Sito web', 'il mio sito');
    expect(website).toHaveAccessibleDescription(
      'Inserisci un indirizzo web valido, per esempio www.studio.it.',
    );
    expect(website).toHaveValue('il mio sito');
    expect(useSettingsStore.getState().branding.website).toBe('www.ferrarispartners.it');
  });

  it('follows a save made elsewhere (another tab) until the form is edited', () => {
    renderScreen();
    act(() => {
      useSettingsStore.getState().save({
        ...useSettingsStore.getState(),
        branding: { ...useSettingsStore.getState().branding, firmName: 'Studio Altrove' },
      });
    });
    expect(screen.getByLabelText('Nome dello studio')).toHaveValue('Studio Altrove');
  });

  it('restores the demo data after confirming, also in the form', async () => {
    const user = renderScreen();
    useNotesStore.getState().saveNote('c1', 'Nota personale');
    await typeAndSave(user, 'Nome dello studio', 'Studio Verdi');

    await user.click(screen.getByRole('button', { name: 'Ripristina dati demo' }));
    await user.click(await screen.findByRole('button', { name: 'Ripristina' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Nome dello studio')).toHaveValue(
        'Ferraris & Partners Consulenza Patrimoniale',
      ),
    );
    expect(useNotesStore.getState().notes).toEqual({});
    expect(await screen.findByText('Dati demo ripristinati')).toBeInTheDocument();
    expect(screen.getByText("L'app è tornata ai dati di esempio.")).toBeInTheDocument();
  });
});
