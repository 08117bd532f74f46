import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResetDemoDataButton } from './reset-demo-data-button';
import { Toaster } from './toaster';

function renderButton(onReset: () => Promise<void> | void) {
  return render(
    <>
      <ResetDemoDataButton onReset={onReset} lostData="obiettivi aggiunti" />
      <Toaster />
    </>,
  );
}

describe('ResetDemoDataButton', () => {
  it('resets only after confirming, then says so', async () => {
    const user = userEvent.setup();
    const onReset = vi.fn();
    renderButton(onReset);
    await user.click(screen.getByRole('button', { name: 'Ripristina dati demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ripristinare i dati demo?' });
    expect(dialog).toHaveAccessibleDescription(/obiettivi aggiunti/);
    expect(onReset).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Ripristina' }));
    expect(onReset).toHaveBeenCalledOnce();
    expect(await screen.findByText('Dati demo ripristinati')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does nothing when cancelled', async () => {
    const user = userEvent.setup();
    const onReset = vi.fn();
    renderButton(onReset);
    await user.click(screen.getByRole('button', { name: 'Ripristina dati demo' }));
    await user.click(await screen.findByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onReset).not.toHaveBeenCalled();
  });

  it('hands the focus back to its button when Escape closes the dialog', async () => {
    const user = userEvent.setup();
    renderButton(vi.fn());
    const button = screen.getByRole('button', { name: 'Ripristina dati demo' });
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Ripristinare i dati demo?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('reports a reset that failed', async () => {
    const user = userEvent.setup();
    renderButton(() => Promise.reject(new Error('IndexedDB chiuso')));
    await user.click(screen.getByRole('button', { name: 'Ripristina dati demo' }));
    await user.click(await screen.findByRole('button', { name: 'Ripristina' }));
    expect(await screen.findByText('Ripristino non riuscito')).toBeInTheDocument();
  });
});
