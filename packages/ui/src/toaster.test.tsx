import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { showError, showSuccess } from './toast';
import { Toaster } from './toaster';

afterEach(() => {
  act(() => toast.remove());
});

describe('Toaster', () => {
  it('shows a success toast with title and description as a status', async () => {
    render(<Toaster />);
    act(() => {
      showSuccess('Impostazioni salvate', 'Le tue preferenze sono state aggiornate con successo.');
    });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Impostazioni salvate');
    expect(status).toHaveTextContent('Le tue preferenze sono state aggiornate con successo.');
  });

  it('shows an error toast as an alert', async () => {
    render(<Toaster />);
    act(() => {
      showError('Errore', 'Riprova più tardi.');
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Errore');
    expect(alert).toHaveTextContent('Riprova più tardi.');
  });
});
