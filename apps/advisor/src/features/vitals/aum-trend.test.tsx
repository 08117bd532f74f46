import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { lastMonthsShortLabels } from '@traguardo/domain/month-labels';
import { useBookStore } from '../../stores/book-store';
import { addEnteredClient } from '../../testing/entered-client';
import { renderApp } from '../../testing/render-app';

function tileValue(label: string): string | null | undefined {
  return screen.getByText(label).nextElementSibling?.textContent;
}

async function trendRows() {
  const table = await screen.findByRole('table', { name: /Andamento AUM/ });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));
}

describe('Andamento AUM', () => {
  it('ends this month at the AUM totale shown, also with a client the advisor added', async () => {
    const today = todayLocalDate();
    await addEnteredClient('demo');
    renderApp({ route: '/vitals' });
    await waitFor(() => expect(tileValue('AUM totale')).toBe('9.485.500\u00a0€'));
    const rows = await trendRows();
    expect(rows.map(([month]) => month)).toEqual(lastMonthsShortLabels(today, 6));
    expect(rows.at(-1)?.[1]).toBe('9.485.500\u00a0€');
  });

  it('draws no made-up history for the own book, and says so', async () => {
    useBookStore.getState().openBook('own');
    renderApp({ route: '/vitals' });
    expect(await screen.findByText('Nessuno storico dell’AUM')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /Andamento AUM/ })).toBeNull();
  });
});
