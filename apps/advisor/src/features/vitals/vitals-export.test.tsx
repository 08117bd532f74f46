import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnloadableWorker } from '@traguardo/app-runtime/testing/unloadable-worker';
import { renderApp } from '../../testing/render-app';
import { VitalsScreen } from './vitals-screen';

describe("Dashboard Vitali's Esporta", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is disabled while the book is read, so a click never writes an empty file', async () => {
    renderApp(<VitalsScreen />);
    const button = screen.getByRole('button', { name: 'Esporta' });
    expect(button).toBeDisabled();
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.getByRole('region', { name: 'Riepilogo' })).toHaveAttribute('aria-busy', 'false');
  });

  it('tells the user, in Italian, when the CSV worker cannot start', async () => {
    vi.stubGlobal('Worker', UnloadableWorker);
    const { user } = renderApp(<VitalsScreen />);
    const button = screen.getByRole('button', { name: 'Esporta' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Esportazione non riuscita');
    expect(alert).toHaveTextContent('Non è stato possibile creare il file CSV: riprova.');
  });
});
