import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppStatusBar } from './app-status-bar';

const OFFLINE = 'Sei offline: le modifiche restano su questo dispositivo';

function setBrowserOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AppStatusBar', () => {
  it('says nothing while online with no new version', () => {
    render(<AppStatusBar />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('announces going offline and coming back, from the browser events', () => {
    render(<AppStatusBar />);
    setBrowserOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE);
    setBrowserOnline(true);
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
  });

  it('offers a new version and applies it only when Aggiorna is pressed', async () => {
    const onUpdate = vi.fn();
    render(<AppStatusBar online updateWaiting onUpdate={onUpdate} />);
    expect(screen.getByRole('status')).toHaveTextContent('Nuova versione disponibile');
    expect(onUpdate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Aggiorna' }));
    expect(onUpdate).toHaveBeenCalledOnce();
  });
});
