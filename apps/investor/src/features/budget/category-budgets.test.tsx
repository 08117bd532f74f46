import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CATEGORIES } from '@traguardo/domain/ledger-categories';
import { renderApp } from '../../testing/render-app';
import { CategoryBudgets } from './category-budgets';

describe('CategoryBudgets', () => {
  it('while the month is read shows its title and a button not yet usable, no figure', () => {
    renderApp(<CategoryBudgets figures={undefined} />);
    const card = screen.getByRole('region', { name: 'Budget per categoria' });
    expect(within(card).getByRole('button', { name: 'Imposta budget' })).toBeDisabled();
    expect(card.textContent).not.toMatch(/\d/);
    expect(within(card).queryByRole('progressbar')).toBeNull();
    expect(within(card).queryByRole('listitem')).toBeNull();
  });

  it('once read shows a bar per category and lets the budget be set', async () => {
    const { user } = renderApp(
      <CategoryBudgets
        figures={{
          month: '2026-11',
          bars: [{ categoryId: 'cibo', spent: 15000, budget: 18000, percent: 83, over: false }],
          budgets: [],
          categories: BUILT_IN_CATEGORIES,
        }}
      />,
    );
    const card = screen.getByRole('region', { name: 'Budget per categoria' });
    expect(within(card).getByRole('progressbar', { name: 'Budget Cibo' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Imposta budget' }));
    expect(within(card).queryByRole('button', { name: 'Imposta budget' })).toBeNull();
  });

  it('opens the form on its first field, and gives focus back to the button when cancelled', async () => {
    const { user } = renderApp(
      <CategoryBudgets
        figures={{ month: '2026-11', bars: [], budgets: [], categories: BUILT_IN_CATEGORIES }}
      />,
    );
    const card = screen.getByRole('region', { name: 'Budget per categoria' });
    within(card).getByRole('button', { name: 'Imposta budget' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('250');
    const [first] = within(card).getAllByRole('textbox');
    expect(first).toHaveValue('250');
    expect(first).toHaveFocus();
    await user.click(within(card).getByRole('button', { name: 'Annulla' }));
    expect(within(card).getByRole('button', { name: 'Imposta budget' })).toHaveFocus();
  });
});
