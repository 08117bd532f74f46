import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ClientBookName } from '@traguardo/client-book/books';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { lastMonthsShortLabels } from '@traguardo/domain/month-labels';
import { useBookStore } from '../../stores/book-store';
import { addEnteredClient } from '../../testing/entered-client';
import { renderApp } from '../../testing/render-app';

// QA's client, entered with Nuovo cliente: only the figures of the form.
function addMarioVerdi(book: ClientBookName): Promise<string> {
  useBookStore.getState().openBook(book);
  return addEnteredClient(book);
}

async function expectNothingMadeUp(id: string) {
  const { user } = renderApp({ route: `/client/${id}` });
  expect(await screen.findByRole('heading', { name: 'Mario Verdi' })).toBeInTheDocument();
  expect(screen.getByText('Nessuno storico del patrimonio')).toBeInTheDocument();
  expect(screen.getByText(/registrato solo il patrimonio netto di oggi, 350\.000/)).toBeVisible();
  expect(screen.getByText('Allocazione non registrata')).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: /Andamento del patrimonio/ })).toBeNull();
  expect(screen.queryByRole('table', { name: /Allocazione del portafoglio/ })).toBeNull();

  await user.click(screen.getByRole('tab', { name: 'Obiettivi' }));
  expect(await screen.findByText('Nessun obiettivo registrato')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Documenti' }));
  expect(await screen.findByText('Nessun documento')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Visualizza' })).toBeNull();
  await user.click(screen.getByRole('tab', { name: 'Note' }));
  expect(screen.getByRole('textbox', { name: 'Note sul cliente' })).toHaveValue('');
}

describe('a client’s page shows only what is known of the client', () => {
  it('makes up no trend, allocation, goals, documents or note for a client of the own book', async () => {
    await expectNothingMadeUp(await addMarioVerdi('own'));
  });

  it('makes up nothing either for a client the advisor added to the demo', async () => {
    await expectNothingMadeUp(await addMarioVerdi('demo'));
  });

  it('keeps the demo’s sample client as it was, its trend ending this month', async () => {
    const { user } = renderApp({ route: '/client/c1' });
    const trend = await screen.findByRole('table', { name: /Andamento del patrimonio di Marco/ });
    const months = within(trend)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.firstElementChild?.textContent);
    expect(months).toEqual(lastMonthsShortLabels(todayLocalDate(), 6));
    expect(within(trend).getAllByRole('row').at(-1)).toHaveTextContent('1.247.500');
    expect(screen.getByRole('table', { name: /Allocazione del portafoglio/ })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Documenti' }));
    expect(await screen.findAllByRole('button', { name: 'Visualizza' })).toHaveLength(4);
    await user.click(screen.getByRole('tab', { name: 'Note' }));
    expect(screen.getByRole('textbox', { name: 'Note sul cliente' })).toHaveDisplayValue(
      /^Cliente attento e collaborativo/,
    );
  });
});
