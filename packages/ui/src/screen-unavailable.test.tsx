import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScreenUnavailable } from './screen-unavailable';

describe('ScreenUnavailable', () => {
  it('offline: says the screen is not available offline, with a hint and Riprova', async () => {
    const onRetry = vi.fn();
    const onReload = vi.fn();
    render(<ScreenUnavailable failure="offline" onRetry={onRetry} onReload={onReload} />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Questa schermata non è disponibile offline' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/appena torni online/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(onReload).not.toHaveBeenCalled();
  });

  it('a new version: says so and offers Ricarica', async () => {
    const onRetry = vi.fn();
    const onReload = vi.fn();
    render(<ScreenUnavailable failure="new-version" onRetry={onRetry} onReload={onReload} />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'È disponibile una nuova versione' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ricarica' }));
    expect(onReload).toHaveBeenCalledOnce();
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('while retrying, Riprova is busy and cannot be pressed again', () => {
    render(<ScreenUnavailable failure="offline" retrying onRetry={() => {}} onReload={() => {}} />);
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeDisabled();
  });
});
