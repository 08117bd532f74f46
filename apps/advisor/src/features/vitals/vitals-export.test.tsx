import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnloadableWorker } from '@traguardo/app-runtime/testing/unloadable-worker';
import { renderApp } from '../../testing/render-app';
import { VitalsScreen } from './vitals-screen';

describe("Dashboard Vitali's Esporta", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('tells the user, in Italian, when the CSV worker cannot start', async () => {
    vi.stubGlobal('Worker', UnloadableWorker);
    const { user } = renderApp(<VitalsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Esporta' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Esportazione non riuscita');
    expect(alert).toHaveTextContent('Non è stato possibile creare il file CSV: riprova.');
  });
});
