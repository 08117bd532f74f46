import { describe, expect, it } from 'vitest';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { addMonths, monthOf } from '@traguardo/domain/ledger-month';
import { closeLedgers, ledgerOf } from '../../ledger/ledger-connection';
import {
  addDinnerLastMonth,
  ownProfileBeforeEach,
  writeSalaryRentGroceries,
} from '../../testing/own-ledger';
import { budgetReadAhead, readBudgetAhead } from './budget-prefetch';
import { budgetScreenData } from './budget-screen-data';

const previous = () => addMonths(monthOf(todayLocalDate()), -1);

describe('a month read ahead', () => {
  ownProfileBeforeEach();

  it('is what the screen would read now', async () => {
    const account = await writeSalaryRentGroceries();
    const db = ledgerOf('own');
    await addDinnerLastMonth(account.id, db);
    expect(budgetReadAhead(db, previous())).toBeUndefined();
    await readBudgetAhead(db, previous());
    expect(budgetReadAhead(db, previous())).toEqual(await budgetScreenData(db, previous()));
  });

  it('is forgotten at the next write, and when the read crossed a write', async () => {
    const account = await writeSalaryRentGroceries();
    const db = ledgerOf('own');
    await readBudgetAhead(db, previous());
    await addDinnerLastMonth(account.id, db);
    await expect.poll(() => budgetReadAhead(db, previous())).toBeUndefined();

    await Promise.all([readBudgetAhead(db, previous()), addDinnerLastMonth(account.id, db)]);
    await expect.poll(() => budgetReadAhead(db, previous())).toBeUndefined();
  });

  it('belongs to its connection: a profile opened again reads afresh', async () => {
    await writeSalaryRentGroceries();
    const before = ledgerOf('own');
    await readBudgetAhead(before, previous());
    closeLedgers();
    expect(budgetReadAhead(ledgerOf('own'), previous())).toBeUndefined();
  });
});
