import { describe, expect, it } from 'vitest';
import { addAccount } from './account-commands';
import { addCategory, deleteBudget, restoreBudget, setBudget } from './category-commands';
import { budgetsOfMonth } from './figure-queries';
import { addGoal, deleteGoal, restoreGoal, updateGoal } from './goal-commands';
import { openLedger } from './ledger-database';
import { listCategories, listGoals } from './reference-queries';
import { refusal } from './testing/refusal';
import { writeSampleLedger } from './testing/sample-ledger';

const goalDraft = {
  name: 'Viaggio in Giappone',
  target: 6000,
  current: 1500,
  targetDate: '2026-08-01',
  category: 'travel',
  monthlyContribution: 250,
} as const;

describe('categories', () => {
  it('add the user’s own after the built-in ones, each name once', async () => {
    const db = openLedger('own');
    const pets = await addCategory(db, { name: 'Animali', color: '#a16207' });
    expect(pets).toEqual({
      id: expect.any(String),
      name: 'Animali',
      color: '#a16207',
      builtIn: false,
    });
    expect((await listCategories(db)).at(-1)).toEqual(pets);
    const duplicate = await refusal(addCategory(db, { name: ' animali ', color: '#000000' }));
    expect([duplicate.code, duplicate.message]).toEqual([
      'duplicate',
      'Esiste già una categoria con questo nome.',
    ]);
    const builtInName = await refusal(addCategory(db, { name: 'Casa', color: '#000000' }));
    expect(builtInName.code).toBe('duplicate');
    const badColour = await refusal(addCategory(db, { name: 'Viaggi', color: 'blu' }));
    expect(badColour.message).toBe('Scegli un colore (#rrggbb).');
  });
});

describe('budgets', () => {
  it('set a monthly budget per category, replace it, delete and restore it', async () => {
    const db = openLedger('own');
    await writeSampleLedger(db);
    expect(
      await setBudget(db, { categoryId: 'cibo', month: '2025-02', amount: 3000 }),
    ).toBeUndefined();
    expect(await budgetsOfMonth(db, '2025-02')).toEqual([
      { categoryId: 'cibo', budget: 3000, spent: 4740, percent: 158, over: true },
    ]);
    const replaced = await setBudget(db, { categoryId: 'cibo', month: '2025-02', amount: 6000 });
    expect(replaced).toEqual({ categoryId: 'cibo', month: '2025-02', amount: 3000 });
    expect((await budgetsOfMonth(db, '2025-02'))[0]?.over).toBe(false);
    expect(await budgetsOfMonth(db, '2025-01')).toEqual([]);

    const deleted = await deleteBudget(db, '2025-02', 'cibo');
    expect(await budgetsOfMonth(db, '2025-02')).toEqual([]);
    await restoreBudget(db, deleted);
    expect(await budgetsOfMonth(db, '2025-02')).toHaveLength(1);
  });

  it('refuse a negative budget or an unknown category', async () => {
    const db = openLedger('own');
    const negative = await refusal(
      setBudget(db, { categoryId: 'cibo', month: '2025-02', amount: -1 }),
    );
    expect(negative.message).toBe('Il budget non può essere negativo.');
    const unknown = await refusal(setBudget(db, { categoryId: 'x', month: '2025-02', amount: 1 }));
    expect(unknown.code).toBe('unknownReference');
  });
});

describe('goals', () => {
  it('add, edit, delete and restore a goal, its progress computed', async () => {
    const db = openLedger('own');
    const goal = await addGoal(db, goalDraft);
    expect(goal).toEqual({ ...goalDraft, id: expect.any(String), progress: 25 });
    const edited = await updateGoal(db, goal.id, { target: 3000, name: 'Viaggio' });
    expect(edited).toEqual({ ...goal, target: 3000, name: 'Viaggio', progress: 50 });
    expect(await listGoals(db, '2025-03-01')).toEqual([edited]);
    expect(await deleteGoal(db, goal.id)).toEqual(edited);
    expect(await listGoals(db, '2025-03-01')).toEqual([]);
    await restoreGoal(db, edited);
    expect(await listGoals(db, '2025-03-01')).toEqual([edited]);
  });

  it('follow an account’s balance when linked to it', async () => {
    const db = openLedger('own');
    const savings = await addAccount(db, {
      name: 'Deposito viaggi',
      bank: 'Fineco',
      type: 'savings',
      openingBalance: 450000,
      openingDate: '2025-01-01',
    });
    const goal = await addGoal(db, { ...goalDraft, accountId: savings.id });
    expect(await listGoals(db, '2025-03-01')).toEqual([{ ...goal, current: 4500, progress: 75 }]);
    const unknown = await refusal(updateGoal(db, goal.id, { accountId: 'nessuno' }));
    expect(unknown.message).toBe('Il conto scelto non esiste: scegline un altro.');
    const negative = await refusal(updateGoal(db, goal.id, { target: -5 }));
    expect(negative.message).toBe('Scrivi un importo in euro, 0 o più.');
  });
});
