import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { AMOUNT_INPUT_MESSAGES } from '@traguardo/domain/amount-input';
import { addMonths, monthOf } from '@traguardo/domain/ledger-month';
import { monthLongLabel } from '@traguardo/domain/month-labels';
import { setBudget } from '@traguardo/ledger/category-commands';
import { ledgerOf } from '../../ledger/ledger-connection';
import { budgetReadAhead } from './budget-prefetch';
import { renderApp } from '../../testing/render-app';
import { useProfileStore } from '../../stores/profile-store';
import {
  addDinnerLastMonth,
  ownProfileBeforeEach,
  writeSalaryRentGroceries,
} from '../../testing/own-ledger';

/** Text with the formatters' no-break spaces as plain ones. */
function plain(text: string | null): string {
  return (text ?? '').replace(/\s+/g, ' ');
}

const thisMonth = () => monthOf(todayLocalDate());

async function summary() {
  return screen.findByRole('region', { name: 'Riepilogo del mese' });
}

async function openBudget(route = '/budget') {
  const app = renderApp({ route });
  expect(await screen.findByRole('heading', { level: 1, name: 'Budget' })).toBeInTheDocument();
  return app;
}

describe('Budget on the own profile', () => {
  ownProfileBeforeEach();

  it('tells an empty profile what to do first', async () => {
    await openBudget();
    expect(await screen.findByText('Prima aggiungi un conto')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai ai conti' })).toHaveAttribute('href', '/accounts');
    expect(plain(document.body.textContent)).not.toMatch(/NaN|0\/0/);
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('shows the month of a salary, rent and groceries, two decimals', async () => {
    await writeSalaryRentGroceries();
    await openBudget();
    const tiles = await summary();
    expect(await within(tiles).findByText(/^2\.500,00\s€$/)).toBeInTheDocument();
    expect(within(tiles).getByText(/^950,00\s€$/)).toBeInTheDocument();
    expect(within(tiles).getByText(/^1\.550,00\s€$/)).toBeInTheDocument();
    // (2.500 − 800) / 2.500, spec §9; the ring is full at 25.
    const ring = within(tiles).getByRole('meter', { name: 'Tasso di risparmio' });
    expect(ring).toHaveTextContent('68%');
    expect(ring).toHaveAttribute('aria-valuemax', '25');
    const warning = screen.getByRole('region', { name: 'Costi ricorrenti' });
    expect(plain(warning.textContent)).toContain(
      'Hai 1 addebito ricorrente per un totale di 800,00 € al mese.',
    );
    const recent = within(screen.getByRole('list', { name: 'Ultime transazioni' })).getAllByRole(
      'listitem',
    );
    expect(recent).toHaveLength(3);
    expect(recent.find((li) => li.textContent?.includes('Affitto'))).toHaveTextContent(
      'Ricorrente',
    );
    expect(recent.find((li) => li.textContent?.includes('Spesa Esselunga'))).not.toHaveTextContent(
      'Ricorrente',
    );
    const bars = screen.getByRole('region', { name: 'Budget per categoria' });
    expect(within(bars).queryByRole('progressbar')).toBeNull();
    expect(within(bars).getAllByText('Nessun budget per questa categoria')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Movimenti' })[0]).toHaveAttribute(
      'href',
      '/transactions',
    );
  });

  it('switches month, keeping the month in the address', async () => {
    const account = await writeSalaryRentGroceries();
    await addDinnerLastMonth(account.id);
    const { user, router } = await openBudget();
    expect(await within(await summary()).findByText(/^950,00\s€$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mese precedente' }));
    const previous = addMonths(thisMonth(), -1);
    expect(await within(await summary()).findByText(/^1\.010,00\s€$/)).toBeInTheDocument();
    expect(screen.getByText(monthLongLabel(previous))).toBeInTheDocument();
    expect(screen.getByLabelText('Mese')).toHaveValue(previous);
    expect(router.state.location.search).toBe(`?mese=${previous}`);
    await user.click(screen.getByRole('button', { name: 'Mese successivo' }));
    expect(await within(await summary()).findByText(/^950,00\s€$/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('updates the cards of a month in place on a switch, never showing empty frames', async () => {
    const account = await writeSalaryRentGroceries();
    await addDinnerLastMonth(account.id);
    const { user } = await openBudget();
    const tiles = await summary();
    expect(await within(tiles).findByText(/^950,00\s€$/)).toBeInTheDocument();
    const bars = screen.getByRole('region', { name: 'Budget per categoria' });
    await user.click(screen.getByRole('button', { name: 'Mese precedente' }));
    // The very cards on screen show the other month: nothing was taken down meanwhile.
    expect(await within(tiles).findByText(/^1\.010,00\s€$/)).toBeInTheDocument();
    expect(tiles).toBeInTheDocument();
    expect(tiles).toHaveAttribute('aria-busy', 'false');
    expect(bars).toBeInTheDocument();
    expect(screen.queryByText('Lettura del mese in corso…')).toBeNull();
  });

  it('shows a month beside the one on screen at once: it was read ahead in an idle moment', async () => {
    const account = await writeSalaryRentGroceries();
    await addDinnerLastMonth(account.id);
    const { user } = await openBudget();
    const tiles = await summary();
    expect(await within(tiles).findByText(/^950,00\s€$/)).toBeInTheDocument();
    const previous = addMonths(thisMonth(), -1);
    await expect.poll(() => budgetReadAhead(ledgerOf('own'), previous)).toBeDefined();
    const busy: (string | null)[] = [];
    new MutationObserver(() => busy.push(tiles.getAttribute('aria-busy'))).observe(tiles, {
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
    await user.click(screen.getByRole('button', { name: 'Mese precedente' }));
    expect(within(tiles).getByText(/^1\.010,00\s€$/)).toBeInTheDocument();
    expect(busy).not.toContain('true');
  });

  it('opens the month named in the address', async () => {
    await writeSalaryRentGroceries();
    const before = addMonths(thisMonth(), -3);
    await openBudget(`/budget?mese=${before}`);
    const tiles = await summary();
    expect(await within(tiles).findAllByText(/^0,00\s€$/)).toHaveLength(3);
    expect(screen.getByLabelText('Mese')).toHaveValue(before);
    expect(screen.queryByRole('region', { name: 'Costi ricorrenti' })).toBeNull();
    expect(screen.getByText('Nessun movimento in questo mese.')).toBeInTheDocument();
  });

  it('sets a budget and the bar shows spent over it', async () => {
    await writeSalaryRentGroceries();
    const { user } = await openBudget();
    await within(await summary()).findByText(/^950,00\s€$/);
    const bars = screen.getByRole('region', { name: 'Budget per categoria' });
    await user.click(within(bars).getByRole('button', { name: 'Imposta budget' }));
    await user.type(within(bars).getByLabelText('Cibo'), '300');
    await user.type(within(bars).getByLabelText('Casa'), '1.000,00');
    await user.click(within(bars).getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText('Budget salvato')).toBeInTheDocument();
    const food = await within(bars).findByRole('progressbar', { name: 'Budget Cibo' });
    expect(food).toHaveAttribute('aria-valuenow', '50');
    expect(plain(bars.textContent)).toContain('150,00 € · 50%');
    expect(plain(bars.textContent)).toContain('Budget 300,00 €');
    expect(within(bars).getByRole('progressbar', { name: 'Budget Casa' })).toHaveAttribute(
      'aria-valuenow',
      '80',
    );
    expect(await ledgerOf('own').budgets.count()).toBe(2);

    // An emptied field removes that budget; the form shows what is set now.
    await user.click(within(bars).getByRole('button', { name: 'Imposta budget' }));
    expect(within(bars).getByLabelText('Casa')).toHaveValue('1.000,00');
    await user.clear(within(bars).getByLabelText('Casa'));
    await user.click(within(bars).getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(within(bars).queryByRole('progressbar', { name: 'Budget Casa' })).toBeNull(),
    );
    expect(within(bars).getByRole('progressbar', { name: 'Budget Cibo' })).toBeInTheDocument();
    expect(await ledgerOf('own').budgets.count()).toBe(1);
  });

  it('a save keeps a budget another tab saved meanwhile in a field this form left alone', async () => {
    await writeSalaryRentGroceries();
    const db = ledgerOf('own');
    await setBudget(db, { categoryId: 'cibo', month: thisMonth(), amount: 30000 });
    const { user } = await openBudget();
    await within(await summary()).findByText(/^950,00\s€$/);
    const bars = screen.getByRole('region', { name: 'Budget per categoria' });
    await within(bars).findByRole('progressbar', { name: 'Budget Cibo' });
    await user.click(within(bars).getByRole('button', { name: 'Imposta budget' }));
    expect(within(bars).getByLabelText('Cibo')).toHaveValue('300,00');
    // Another tab raises the food budget while this form still holds 300,00.
    await setBudget(db, { categoryId: 'cibo', month: thisMonth(), amount: 35000 });
    await user.type(within(bars).getByLabelText('Casa'), '1.000,00');
    await user.click(within(bars).getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText('Budget salvato')).toBeInTheDocument();
    await waitFor(() => expect(plain(bars.textContent)).toContain('Budget 350,00 €'));
    expect(await db.budgets.get([thisMonth(), 'cibo'])).toMatchObject({ amount: 35000 });
    expect(await db.budgets.get([thisMonth(), 'casa'])).toMatchObject({ amount: 100000 });
  });

  it('refuses a bad amount next to its field and saves nothing', async () => {
    await writeSalaryRentGroceries();
    const { user } = await openBudget();
    await within(await summary()).findByText(/^950,00\s€$/);
    const bars = screen.getByRole('region', { name: 'Budget per categoria' });
    await user.click(within(bars).getByRole('button', { name: 'Imposta budget' }));
    await user.type(within(bars).getByLabelText('Cibo'), '300');
    await user.type(within(bars).getByLabelText('Casa'), '1,234.56');
    await user.click(within(bars).getByRole('button', { name: 'Salva' }));

    const casa = within(bars).getByLabelText('Casa');
    expect(casa).toHaveAttribute('aria-invalid', 'true');
    expect(casa).toHaveAccessibleDescription(AMOUNT_INPUT_MESSAGES.englishFormat);
    expect(casa).toHaveFocus();
    expect(await ledgerOf('own').budgets.count()).toBe(0);
    expect(within(bars).queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText('Budget salvato')).toBeNull();
  });
});

describe('Budget on the demo', () => {
  ownProfileBeforeEach();
  beforeEach(() => {
    useProfileStore.getState().openProfile('demo');
  });

  it('keeps the spec: the month’s figures, and bars at spend / (spend × 1,2)', async () => {
    await openBudget();
    const tiles = await summary();
    expect(await within(tiles).findByText(/^3\.620,00\s€$/)).toBeInTheDocument();
    expect(within(tiles).getByText(/^2\.785,32\s€$/)).toBeInTheDocument();
    expect(within(tiles).getByRole('meter', { name: 'Tasso di risparmio' })).toHaveAttribute(
      'aria-valuenow',
      '23',
    );
    const bars = screen.getByRole('region', { name: 'Budget per categoria' });
    const progress = within(bars).getAllByRole('progressbar');
    expect(progress).toHaveLength(7);
    for (const bar of progress) expect(bar).toHaveAttribute('aria-valuenow', '83');
    expect(plain(bars.textContent)).toContain('1.515,00 € · 83%');
  });

  it('sets a budget of its own in place of the rule', async () => {
    const { user } = await openBudget();
    await within(await summary()).findByText(/^3\.620,00\s€$/);
    const bars = screen.getByRole('region', { name: 'Budget per categoria' });
    await user.click(within(bars).getByRole('button', { name: 'Imposta budget' }));
    const casa = within(bars).getByLabelText('Casa');
    expect(casa).toHaveValue('1.818,00');
    await user.clear(casa);
    await user.type(casa, '1.010');
    await user.click(within(bars).getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(within(bars).getByRole('progressbar', { name: 'Budget Casa' })).toHaveAttribute(
        'aria-valuenow',
        '100',
      ),
    );
    expect(plain(bars.textContent)).toContain('1.515,00 € · 150%');
  });
});
