import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from './toaster';
import { showUndoToast } from './undo-toast';

afterEach(() => {
  act(() => toast.remove());
});

describe('showUndoToast', () => {
  it('shows the title, the description and an undo button that undoes once and closes', async () => {
    const user = userEvent.setup();
    let undone = 0;
    render(<Toaster />);
    act(() => {
      showUndoToast({
        title: 'Obiettivo eliminato',
        description: 'Casa non è più tra i tuoi obiettivi.',
        onUndo: () => {
          undone += 1;
        },
      });
    });
    const shown = await screen.findByRole('status');
    expect(shown).toHaveTextContent('Obiettivo eliminato');
    expect(shown).toHaveTextContent('Casa non è più tra i tuoi obiettivi.');
    const undo = screen.getByRole('button', { name: 'Annulla' });
    await user.click(undo);
    expect(undone).toBe(1);
    await user.click(undo).catch(() => undefined);
    expect(undone).toBe(1);
  });
});
