import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { startTransition, useState, type ReactNode } from 'react';
import { PageLiveContext } from '@traguardo/app-runtime/page-live';
import { SETTINGS_ERROR_MESSAGES } from '@traguardo/domain/settings-validation';
import { describe, expect, it } from 'vitest';
import { useNotesStore } from '../../stores/notes-store';
import { settingsOf, useSettingsStore } from '../../stores/settings-store';

/** The demo's saved settings (the demo is the open book unless a test opens the own one). */
const demoSettings = () => settingsOf(useSettingsStore.getState(), 'demo');
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
    expect(demoSettings().branding.firmName).toBe('Studio Verdi');
  });

  it('blocks saving an invalid email, explains why and keeps the text', async () => {
    const user = renderScreen();
    const email = await typeAndSave(user, 'Email', 'giulia.ferraris.it');

    expect(screen.queryByText('Impostazioni salvate')).not.toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/indirizzo email valido/);
    expect(email).toHaveValue('giulia.ferraris.it');
    expect(email).toHaveFocus();
    expect(demoSettings().profile.email).not.toBe('giulia.ferraris.it');

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
    expect(demoSettings().branding.website).toBe('www.ferrarispartners.it');
  });

  it('follows a save made elsewhere (another tab) until the form is edited', () => {
    renderScreen();
    act(() => {
      useSettingsStore.getState().save('demo', {
        ...demoSettings(),
        branding: { ...demoSettings().branding, firmName: 'Studio Altrove' },
      });
    });
    expect(screen.getByLabelText('Nome dello studio')).toHaveValue('Studio Altrove');
  });

  it('restores the demo data after confirming, also in the form', async () => {
    const user = renderScreen();
    useNotesStore.getState().saveNote('demo', 'c1', 'Nota personale');
    await typeAndSave(user, 'Nome dello studio', 'Studio Verdi');

    await user.click(screen.getByRole('button', { name: 'Ripristina dati demo' }));
    await user.click(await screen.findByRole('button', { name: 'Ripristina' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Nome dello studio')).toHaveValue(
        'Ferraris & Partners Consulenza Patrimoniale',
      ),
    );
    expect(useNotesStore.getState().notes.demo).toEqual({});
    expect(await screen.findByText('Dati demo ripristinati')).toBeInTheDocument();
    expect(
      screen.getByText(
        "L'app è tornata ai dati di esempio. I tuoi clienti, con le loro note e i loro report, e le tue impostazioni restano come sono.",
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['Email', '<mario@studio.it>', SETTINGS_ERROR_MESSAGES.emailInvalid],
    ['Sito web', 'https://studio.it/"><script>', SETTINGS_ERROR_MESSAGES.websiteInvalid],
    ['Nome dello studio', '   ', SETTINGS_ERROR_MESSAGES.firmNameRequired],
  ])('refuses %s %j with its message', async (label, text, message) => {
    const user = renderScreen();
    const field = await typeAndSave(user, label, text);
    expect(field).toHaveAccessibleDescription(message);
    expect(screen.queryByText('Impostazioni salvate')).not.toBeInTheDocument();
    expect(await screen.findByText('Impostazioni non salvate')).toBeInTheDocument();
  });

  it('keeps the avatar initials whole: "😀 Mario" shows the emoji, not half of it', async () => {
    const user = renderScreen();
    const name = screen.getByLabelText('Nome completo');
    await user.clear(name);
    await user.type(name, '😀 Mario');
    expect(screen.getByText('😀M')).toBeInTheDocument();
  });
});

describe('Carica foto', () => {
  function pick(bytes: number[], name: string, type: string) {
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(bytes)], name, { type })] },
    });
  }

  it('refuses a program, whatever it is called, with an Italian message', async () => {
    renderScreen();
    pick([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0], 'virus.exe', 'application/x-msdownload');
    expect(
      await screen.findByText('Il file scelto non è un’immagine JPG o PNG: scegli una foto.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Foto selezionata/)).not.toBeInTheDocument();

    pick([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0], 'foto.png', 'image/png');
    expect(
      await screen.findByText('Il file scelto non è un’immagine JPG o PNG: scegli una foto.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Foto selezionata/)).not.toBeInTheDocument();
  });

  it('takes a real PNG', async () => {
    renderScreen();
    pick([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0], 'ritratto.png', 'image/png');
    expect(await screen.findByText('Foto selezionata: ritratto.png')).toBeInTheDocument();
  });
});

describe('two tabs', () => {
  const CONFLICT = /«Nome dello studio» è stato modificato in un'altra scheda/;

  /** What another tab does: its save reaches this tab's store (cross-tab sync). */
  function saveInAnotherTab(change: { firmName?: string; address?: string }) {
    act(() => {
      const state = demoSettings();
      useSettingsStore
        .getState()
        .save('demo', { ...state, branding: { ...state.branding, ...change } });
    });
  }

  it('keeps the field another tab saved when this tab saves a different one', async () => {
    const user = renderScreen();
    const firm = screen.getByLabelText('Nome dello studio');
    await user.clear(firm);
    await user.type(firm, 'Studio di A');
    saveInAnotherTab({ address: 'Via di B 2, Milano' });
    await user.click(screen.getByRole('button', { name: 'Salva Impostazioni' }));

    expect(await screen.findByText('Impostazioni salvate')).toBeInTheDocument();
    expect(demoSettings().branding.firmName).toBe('Studio di A');
    expect(demoSettings().branding.address).toBe('Via di B 2, Milano');
    expect(screen.getByLabelText('Indirizzo')).toHaveValue('Via di B 2, Milano');
  });

  it('asks which value to keep when both changed the same field, then saves', async () => {
    const user = renderScreen();
    const firm = screen.getByLabelText('Nome dello studio');
    await user.clear(firm);
    await user.type(firm, 'Studio di A');
    saveInAnotherTab({ firmName: 'Studio di B' });
    await user.click(screen.getByRole('button', { name: 'Salva Impostazioni' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CONFLICT);
    expect(alert).toHaveTextContent('ora è «Studio di B», tu hai scritto «Studio di A»');
    expect(screen.queryByText('Impostazioni salvate')).not.toBeInTheDocument();
    expect(demoSettings().branding.firmName).toBe('Studio di B');

    await user.click(screen.getByRole('button', { name: 'Nome dello studio: mantieni il mio' }));
    expect(await screen.findByText('Impostazioni salvate')).toBeInTheDocument();
    expect(demoSettings().branding.firmName).toBe('Studio di A');
    expect(screen.queryByText(CONFLICT)).not.toBeInTheDocument();
  });

  it('can take the other tab’s value instead', async () => {
    const user = renderScreen();
    const firm = screen.getByLabelText('Nome dello studio');
    await user.clear(firm);
    await user.type(firm, 'Studio di A');
    saveInAnotherTab({ firmName: 'Studio di B' });
    await user.click(screen.getByRole('button', { name: 'Salva Impostazioni' }));
    await user.click(
      await screen.findByRole('button', {
        name: "Nome dello studio: usa quello dell'altra scheda",
      }),
    );
    expect(await screen.findByText('Impostazioni salvate')).toBeInTheDocument();
    expect(firm).toHaveValue('Studio di B');
    expect(demoSettings().branding.firmName).toBe('Studio di B');
  });

  it('shows the saved settings in the same task the page becomes live, so nothing typed lands beside them', async () => {
    // mountApp makes the page live in a transition; the form must not be live, even for one
    // task, with the shell's empty fields: a field focused then gets the saved text put back
    // around the caret, and what is typed lands after it.
    useSettingsStore.getState().save('demo', {
      ...demoSettings(),
      profile: { ...demoSettings().profile, name: 'Giulia Verdi' },
    });
    let goLive: () => void = () => undefined;
    function LiveSwitch({ children }: { children: ReactNode }) {
      const [live, setLive] = useState(false);
      goLive = () => startTransition(() => setLive(true));
      return (
        <PageLiveContext value={live}>
          <div data-live={String(live)}>{children}</div>
        </PageLiveContext>
      );
    }
    renderApp(
      <LiveSwitch>
        <SettingsScreen />
      </LiveSwitch>,
    );
    const name = screen.getByLabelText('Nome completo');
    expect(name).toHaveValue('');

    // Outside act: React commits as in the browser, and the observer reads the field in the
    // microtask right after the task that made the page live.
    const react = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = react.IS_REACT_ACT_ENVIRONMENT;
    react.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const seen = new Promise<string>((resolve) => {
        const observer = new MutationObserver(() => {
          observer.disconnect();
          resolve((name as HTMLInputElement).value);
        });
        const liveMark = document.querySelector('[data-live]');
        if (liveMark === null) throw new Error('The live switch is not in the page.');
        observer.observe(liveMark, { attributes: true });
      });
      goLive();
      expect(await seen).toBe('Giulia Verdi');
    } finally {
      react.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
