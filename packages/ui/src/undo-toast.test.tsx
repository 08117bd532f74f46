import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { afterEach, describe, expect, it } from 'vitest';
import { showUndo } from './toast';
import { Toaster } from './toaster';

afterEach(() => {
  act(() => toast.remove());
});

describe('showUndo', () => {
  it('shows the title with an undo button that runs once and closes the toast', async () => {
    const undone: string[] = [];
    render(<Toaster />);
    act(() => {
      showUndo('Movimento eliminato', () => undone.push('annullato'));
    });
    const shown = await screen.findByRole('status');
    expect(shown).toHaveTextContent('Movimento eliminato');
    const button = screen.getByRole('button', { name: 'Annulla' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(undone).toEqual(['annullato']);
  });
});
