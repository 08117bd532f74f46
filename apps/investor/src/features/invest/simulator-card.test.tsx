import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProfileStore } from '../../stores/profile-store';
import { renderApp } from '../../testing/render-app';
import { resetStoreBeforeEach } from '../../testing/reset-store-before-each';
import { SimulatorCard } from './simulator-card';

// The first simulation runs on this thread (no worker in jsdom): a ceiling, not a timing.
const FIRST_RESULT_TIMEOUT_MS = 30_000;

async function renderWithResults() {
  renderApp(<SimulatorCard />, { route: '/invest' });
  await screen.findByText(
    'Tra 20 anni, in euro nominali, prima delle tasse.',
    {},
    { timeout: FIRST_RESULT_TIMEOUT_MS },
  );
}

describe('SimulatorCard', () => {
  resetStoreBeforeEach(useProfileStore);

  it(
    'simulates a keystroke at once, without waiting for the pause the address waits for',
    async () => {
      await renderWithResults();
      fireEvent.change(screen.getByRole('textbox', { name: 'Orizzonte (anni)' }), {
        target: { value: '25' },
      });
      // No timer has run: the field has not handed its text to the address yet.
      expect(
        screen.getByText('Tra 25 anni, in euro nominali, prima delle tasse.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Risultati della simulazione' })).toHaveAttribute(
        'aria-busy',
        'true',
      );
    },
    FIRST_RESULT_TIMEOUT_MS * 2,
  );

  it(
    'keeps the last valid plan on screen while a text is half typed',
    async () => {
      await renderWithResults();
      fireEvent.change(screen.getByRole('textbox', { name: 'Versamento mensile (€)' }), {
        target: { value: '1.' },
      });
      expect(screen.queryByText('Correggi i campi indicati per vedere la simulazione.')).toBeNull();
      expect(
        screen.getByText('Tra 20 anni, in euro nominali, prima delle tasse.'),
      ).toBeInTheDocument();
    },
    FIRST_RESULT_TIMEOUT_MS * 2,
  );

  it(
    'says a one-year horizon in the singular',
    async () => {
      await renderWithResults();
      fireEvent.change(screen.getByRole('textbox', { name: 'Orizzonte (anni)' }), {
        target: { value: '1' },
      });
      expect(
        screen.getByText('Tra 1 anno, in euro nominali, prima delle tasse.'),
      ).toBeInTheDocument();
    },
    FIRST_RESULT_TIMEOUT_MS * 2,
  );
});
