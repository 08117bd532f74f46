import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { showError, showSuccess } from './toast';
import { Toaster } from './toaster';

afterEach(() => {
  act(() => toast.remove());
});

describe('Toaster', () => {
  it.each([
    {
      kind: 'a success toast',
      show: showSuccess,
      role: 'status',
      title: 'Impostazioni salvate',
      description: 'Le tue preferenze sono state aggiornate con successo.',
    },
    {
      kind: 'an error toast',
      show: showError,
      role: 'alert',
      title: 'Errore',
      description: 'Riprova più tardi.',
    },
  ])(
    'shows $kind with title and description as a $role',
    async ({ show, role, title, description }) => {
      render(<Toaster />);
      act(() => {
        show(title, description);
      });
      const shown = await screen.findByRole(role);
      expect(shown).toHaveTextContent(title);
      expect(shown).toHaveTextContent(description);
    },
  );
});
