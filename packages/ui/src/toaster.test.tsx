import { act, fireEvent, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showError, showSuccess } from './toast';
import {
  ERROR_TOAST_DURATION_MS,
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
} from './toast-durations';
import { MAX_TOASTS_SHOWN, Toaster } from './toaster';

afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
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

  it('shows the newest toast first', () => {
    render(<Toaster />);
    act(() => {
      showSuccess('Primo');
      showSuccess('Secondo');
    });
    expect(screen.getAllByRole('status').map((shown) => shown.textContent)).toEqual([
      'Secondo',
      'Primo',
    ]);
  });

  it(`shows at most ${MAX_TOASTS_SHOWN} toasts, sending the oldest away`, () => {
    render(<Toaster />);
    act(() => {
      for (const name of ['Primo', 'Secondo', 'Terzo', 'Quarto', 'Quinto']) showSuccess(name);
    });
    const shown = screen
      .getAllByRole('status')
      .filter((element) => !element.hasAttribute('data-leaving'))
      .map((element) => element.textContent);
    expect(shown).toEqual(['Quinto', 'Quarto', 'Terzo']);
  });

  it.each([
    { kind: 'a success toast', show: showSuccess, stays: TOAST_DURATION_MS },
    { kind: 'an error toast', show: showError, stays: ERROR_TOAST_DURATION_MS },
  ])('removes $kind once it has been shown and has faded', ({ show, stays }) => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      show('Salvato');
    });
    act(() => vi.advanceTimersByTime(stays - 100));
    expect(screen.getByText('Salvato')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(screen.queryByText('Salvato')).not.toBeInTheDocument();
  });

  it('keeps a toast while the pointer rests on it', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      showSuccess('Salvato');
    });
    fireEvent.mouseEnter(screen.getByText('Salvato'));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 3));
    expect(screen.getByText('Salvato')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByText('Salvato'));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(screen.queryByText('Salvato')).not.toBeInTheDocument();
  });
});
