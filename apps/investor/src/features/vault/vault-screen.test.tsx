import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vaultDocuments } from '@traguardo/sample-data/documents';
import { initialDocumentsState, useDocumentsStore } from '../../stores/documents-store';
import { useProfileStore } from '../../stores/profile-store';
import { renderApp } from '../../testing/render-app';
import { resetStoreBeforeEach } from '../../testing/reset-store-before-each';
import { VaultScreen } from './vault-screen';

// The file input is hidden from assistive technology ("Carica documento" opens it), so it
// is found by its type, as the browser's file chooser would fill it.
function pick(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('file input missing');
  fireEvent.change(input, { target: { files: [file] } });
}

// Testing Library's own waiting polls on timers, which are fake here; vitest's does not.
// Each poll lets a little fake time pass inside act, so React renders what it scheduled.
// Reading the file's bytes is real async work, so the simulated wait may start only after
// a few polls on a busy machine: keep polling (and letting fake time pass) long enough.
const waitFor = (check: () => void) =>
  vi.waitFor(
    async () => {
      await act(() => vi.advanceTimersByTimeAsync(100));
      check();
    },
    { timeout: 15_000, interval: 20 },
  );

const pdf = (name = 'contratto.pdf') =>
  new File(['%PDF-1.4 contratto'], name, { type: 'application/pdf' });

describe('VaultScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    useDocumentsStore.setState(initialDocumentsState());
    renderApp(<VaultScreen />);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
    vi.restoreAllMocks();
  });

  const rows = () =>
    within(screen.getByRole('list', { name: 'Documenti' })).getAllByRole('listitem');

  async function uploadPdf(name?: string) {
    pick(pdf(name));
    await waitFor(() => screen.getByRole('button', { name: 'Caricamento in corso...' }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => screen.getByRole('button', { name: 'Carica documento' }));
  }

  it('states the limits and lists the documents with their status, samples without Visualizza', () => {
    expect(screen.getByText(/Dimensione massima/)).toHaveTextContent('Dimensione massima 10MB');
    expect(screen.getByText(/PDF, JPG, PNG/)).toBeInTheDocument();
    expect(rows()).toHaveLength(vaultDocuments.length);
    expect(screen.getAllByText('Da rivedere').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Visualizza/ })).not.toBeInTheDocument();
  });

  it('exposes one upload control: the file input is hidden from assistive technology', () => {
    expect(screen.getAllByRole('button', { name: /carica|scegli/i })).toHaveLength(1);
    expect(screen.queryByLabelText(/scegli un documento/i)).not.toBeInTheDocument();
  });

  it('uploads an accepted file: button disabled, then the document first and a toast', async () => {
    pick(pdf());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Caricamento in corso...' })).toBeDisabled(),
    );
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Carica documento' })).toBeEnabled(),
    );
    expect(rows()[0]).toHaveTextContent('contratto.pdf');
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Documento caricato!');
    expect(toast).toHaveTextContent('contratto.pdf è stato salvato in modo sicuro.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the file was not saved, and claims no success, when the device refuses it', async () => {
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('Spazio esaurito', 'QuotaExceededError');
    });
    await uploadPdf();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Documento non salvato sul dispositivo'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Il browser non ha salvato il file di contratto.pdf',
    );
    expect(screen.queryByText('Documento caricato!')).not.toBeInTheDocument();
    expect(screen.queryByText(/salvato in modo sicuro/)).not.toBeInTheDocument();
  });

  it.each([
    ['another format', new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })],
    ['a renamed program', new File(['MZ\x90\x00'], 'fattura.pdf', { type: 'application/pdf' })],
    ['an empty file', new File([], 'vuoto.pdf', { type: 'application/pdf' })],
  ])('refuses %s with a message next to the button, list unchanged', async (_label, file) => {
    pick(file);
    await waitFor(() => screen.getByRole('alert'));
    const message = screen.getByRole('alert');
    expect(message).toHaveTextContent(file.name);
    expect(screen.getByRole('button', { name: 'Carica documento' })).toHaveAccessibleDescription(
      expect.stringContaining(`: ${file.name}`),
    );
    expect(rows()).toHaveLength(vaultDocuments.length);
    expect(useDocumentsStore.getState().uploadStatus).toBe('idle');
    expect(screen.queryByText('Documento caricato!')).not.toBeInTheDocument();
  });

  it('names the accepted formats for a renamed program', async () => {
    pick(new File(['MZ\x90\x00'], 'fattura.pdf', { type: 'application/pdf' }));
    await waitFor(() => screen.getByRole('alert'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Formato non supportato: fattura.pdfIl contenuto del file non è un PDF, JPG o PNG valido',
    );
  });

  it('clears the message once a good file is picked', async () => {
    pick(new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    await waitFor(() => screen.getByRole('alert'));
    await uploadPdf();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Visualizza opens the uploaded file itself in a new tab', async () => {
    await uploadPdf();
    const opened = vi.spyOn(window, 'open').mockReturnValue(window);
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:documento');
    fireEvent.click(within(rows()[0] as HTMLElement).getByRole('button', { name: /Visualizza/ }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('blob:documento', '_blank'));
    const blob = created.mock.calls[0]?.[0];
    expect(blob).toBeInstanceOf(Blob);
    expect(await (blob as Blob).text()).toBe('%PDF-1.4 contratto');
    expect((blob as Blob).type).toBe('application/pdf');
  });

  it('deletes an uploaded document after a confirmation, and the toast puts it back', async () => {
    expect(screen.queryByRole('button', { name: /^Elimina/ })).toBeNull();
    await uploadPdf();
    fireEvent.click(screen.getByRole('button', { name: 'Elimina contratto.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminare il documento?' });
    expect(dialog).toHaveTextContent(
      '«contratto.pdf» sarà eliminato dal Vault insieme al suo file. Potrai annullare subito dopo.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(rows()[0]).toHaveTextContent('contratto.pdf');

    fireEvent.click(screen.getByRole('button', { name: 'Elimina contratto.pdf' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Eliminare il documento?' })).getByRole('button', {
        name: 'Elimina',
      }),
    );
    await waitFor(() => expect(screen.queryByText('contratto.pdf')).toBeNull());
    expect(rows()).toHaveLength(vaultDocuments.length);
    await waitFor(() => screen.getByText('Documento eliminato: contratto.pdf'));
    const toast = screen
      .getAllByRole('status')
      .find((status) => status.textContent?.includes('Documento eliminato: contratto.pdf'));
    if (toast === undefined) throw new Error('nessun avviso di eliminazione');
    fireEvent.click(within(toast).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('contratto.pdf'));
    await waitFor(() => screen.getByText('Documento ripristinato'));

    // Its file came back with it.
    const opened = vi.spyOn(window, 'open').mockReturnValue(window);
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:documento');
    fireEvent.click(screen.getByRole('button', { name: 'Visualizza contratto.pdf' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('blob:documento', '_blank'));
    expect(await (created.mock.calls[0]?.[0] as Blob).text()).toBe('%PDF-1.4 contratto');
  });

  it('files an upload under the type chosen, and lets it be changed', async () => {
    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo di documento' }), {
      target: { value: 'insurance' },
    });
    await uploadPdf('scansione-001.pdf');
    expect(rows()[0]).toHaveTextContent(/Assicurazione · Caricato il/);
    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo di scansione-001.pdf' }), {
      target: { value: 'property' },
    });
    expect(rows()[0]).toHaveTextContent(/Immobile · Caricato il/);
  });

  it('reads the type from the name when none is chosen', async () => {
    expect(screen.getByRole('combobox', { name: 'Tipo di documento' })).toHaveDisplayValue(
      'Dal nome del file',
    );
    await uploadPdf('polizza-casa.pdf');
    expect(rows()[0]).toHaveTextContent(/Assicurazione · Caricato il/);
  });

  it('warns of a file already in the vault and adds it only when confirmed', async () => {
    await uploadPdf();
    pick(pdf());
    const dialog = await vi.waitFor(() =>
      screen.getByRole('dialog', { name: 'Documento già presente' }),
    );
    expect(dialog).toHaveTextContent(
      /Nel Vault c’è già «contratto\.pdf» \(18 B\), caricato il \d{2}\/\d{2}\/\d{4}: lo stesso nome e la stessa dimensione\. Vuoi caricarlo di nuovo\?/,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getAllByText('contratto.pdf')).toHaveLength(1);

    pick(pdf());
    fireEvent.click(
      within(
        await vi.waitFor(() => screen.getByRole('dialog', { name: 'Documento già presente' })),
      ).getByRole('button', { name: 'Carica di nuovo' }),
    );
    await waitFor(() => screen.getByRole('button', { name: 'Caricamento in corso...' }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(screen.getAllByText('contratto.pdf')).toHaveLength(2));
  });

  it('says so when the file of an uploaded document is missing', async () => {
    act(() =>
      useDocumentsStore.setState({
        documents: [
          { ...(vaultDocuments[0] ?? ({} as never)), id: 'upload-perso', name: 'perso.pdf' },
        ],
      }),
    );
    const opened = vi.spyOn(window, 'open');
    fireEvent.click(screen.getByRole('button', { name: 'Visualizza perso.pdf' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Documento non disponibile'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Il file di perso.pdf non è salvato su questo dispositivo.',
    );
    expect(opened).not.toHaveBeenCalled();
  });
});

describe('VaultScreen on the own profile', () => {
  resetStoreBeforeEach(useProfileStore);

  it('starts with no document and says what to upload first', () => {
    useProfileStore.getState().openProfile('own');
    renderApp(<VaultScreen />);
    expect(screen.getByText('Documenti (0)')).toBeInTheDocument();
    expect(
      screen.getByText(/Nessun documento per ora: carica qui sopra il primo/),
    ).toBeInTheDocument();
    expect(screen.queryByText(vaultDocuments[0]?.name ?? '')).toBeNull();
  });
});
