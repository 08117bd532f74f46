import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vaultDocuments } from '@traguardo/sample-data/documents';
import { showError, showSuccess } from '@traguardo/ui/toast';
import { initialDocumentsState, useDocumentsStore } from '../../stores/documents-store';
import { VaultScreen } from './vault-screen';

vi.mock('@traguardo/ui/toast', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

function pick(file: File) {
  fireEvent.change(screen.getByLabelText('Scegli un documento da caricare'), {
    target: { files: [file] },
  });
}

describe('VaultScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useDocumentsStore.setState(initialDocumentsState());
    render(<VaultScreen />, { wrapper: MemoryRouter });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  const rows = () =>
    within(screen.getByRole('list', { name: 'Documenti' })).getAllByRole('listitem');

  it('states the limits and lists the documents with their status', () => {
    expect(screen.getByText('Dimensione massima 10MB')).toBeInTheDocument();
    expect(screen.getByText(/PDF, JPG, PNG/)).toBeInTheDocument();
    expect(rows()).toHaveLength(vaultDocuments.length);
    expect(screen.getAllByText('Da rivedere').length).toBeGreaterThan(0);
  });

  it('uploads an accepted file: button disabled, then the document first and a toast', async () => {
    pick(new File(['%PDF'], 'contratto.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('button', { name: 'Caricamento in corso...' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(rows()[0]).toHaveTextContent('contratto.pdf');
    expect(showSuccess).toHaveBeenCalledWith(
      'Documento caricato!',
      'contratto.pdf è stato salvato in modo sicuro.',
    );
    expect(screen.getByRole('button', { name: 'Carica documento' })).toBeEnabled();
  });

  it('refuses another format with an error toast, list unchanged', () => {
    pick(new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(showError).toHaveBeenCalledWith(
      'Formato non supportato',
      'Sono accettati solo PDF, JPG, PNG.',
    );
    expect(rows()).toHaveLength(vaultDocuments.length);
    expect(useDocumentsStore.getState().uploadStatus).toBe('idle');
  });
});
