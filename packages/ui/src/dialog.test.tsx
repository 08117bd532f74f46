import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './dialog';

describe('ConfirmDialog', () => {
  it('is a titled dialog whose buttons confirm or cancel', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Eliminare?"
        description="Non si torna indietro."
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Eliminare?' });
    expect(dialog).toHaveAccessibleDescription('Non si torna indietro.');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps the confirm button off while it is not to be confirmed yet', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Scaricare?"
        confirmDisabled
        onConfirm={onConfirm}
        onClose={() => undefined}
      />,
    );
    const confirm = await screen.findByRole('button', { name: 'Conferma' });
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<ConfirmDialog open title="Confermi?" onConfirm={() => {}} onClose={onClose} />);
    await screen.findByRole('dialog', { name: 'Confermi?' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    render(<ConfirmDialog open={false} title="Nascosto" onConfirm={() => {}} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
