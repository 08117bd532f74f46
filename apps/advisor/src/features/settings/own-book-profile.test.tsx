import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatEuro } from '@traguardo/domain/format';
import { HAND_ENTERED_CLIENT } from '@traguardo/domain/testing/factories';
import { useBookStore } from '../../stores/book-store';
import { addEnteredClient } from '../../testing/entered-client';
import { renderApp } from '../../testing/render-app';

/** The figure shown after a label (a detail list's value, a tile's value). */
function valueAfter(label: string): string | null {
  return screen.getByText(label).nextElementSibling?.textContent ?? null;
}

const DEMO_NOTE =
  'Modalità demo: tutti i dati sono simulati e le modifiche restano solo in questa sessione.';

describe('Impostazioni on the own book', () => {
  it('shows the own book’s AUM, the same as Vitali’s, its client count and no demo note', async () => {
    await addEnteredClient('own');
    act(() => useBookStore.getState().openBook('own'));
    const { user } = renderApp({ route: '/settings' });
    const own = formatEuro(HAND_ENTERED_CLIENT.netWorth);
    await waitFor(() => expect(valueAfter('Clienti attivi')).toBe('1'));
    expect(valueAfter('AUM totale')).toBe(own);
    expect(screen.queryByText(DEMO_NOTE)).toBeNull();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/^Versione \S+$/);

    await user.click(screen.getByRole('link', { name: 'Vitali' }));
    await waitFor(() => expect(valueAfter('AUM totale')).toBe(own));
  });

  it('on the demo keeps the fixed AUM and the demo-mode note', async () => {
    renderApp({ route: '/settings' });
    await waitFor(() => expect(valueAfter('Clienti attivi')).toBe('12'));
    expect(valueAfter('AUM totale')).toBe(formatEuro(9_135_500));
    expect(screen.getByText(DEMO_NOTE)).toBeInTheDocument();
  });
});
