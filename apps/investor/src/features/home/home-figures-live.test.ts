import { describe, expect, it } from 'vitest';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { deleteLedger, openLedger } from '@traguardo/ledger/ledger-database';
import { addTransaction } from '@traguardo/ledger/transaction-commands';
import { closeLedgers, ledgerOf } from '../../ledger/ledger-connection';
import { useProfileStore } from '../../stores/profile-store';
import {
  firstOfMonth,
  ownProfileBeforeEach,
  writeSalaryRentGroceries,
} from '../../testing/own-ledger';
import { keepHomeFiguresLive, liveHomeData } from './home-figures-live';
import { homeScreenData } from './home-screen-figures';

const today = () => todayLocalDate();
/** The net worth Home would show now for the open profile's kept figures (cents), if kept. */
const keptNetWorth = (db = ledgerOf('own'), day = today()) =>
  liveHomeData(db, day).snapshot()?.figures.netWorth.current;
const WAIT = { timeout: 5000 };

/** A refund of `cents` on the 1st of this month, written through `db`. */
function refund(accountId: string, cents: number, db = ledgerOf('own')) {
  return addTransaction(db, {
    accountId,
    date: firstOfMonth(0),
    description: 'Rimborso',
    amount: cents,
    categoryId: 'entrate',
    recurring: false,
  });
}

describe("Home's figures kept live", () => {
  ownProfileBeforeEach();

  it('are read again after each write, and are then what Home would read', async () => {
    const account = await writeSalaryRentGroceries();
    keepHomeFiguresLive();
    await refund(account.id, 10000);
    // 1.000 + 3 × 1.550 + 100 €.
    await expect.poll(() => keptNetWorth(), WAIT).toBe(575000);
    expect(liveHomeData(ledgerOf('own'), today()).snapshot()).toEqual(
      await homeScreenData(ledgerOf('own'), today(), null),
    );
    await refund(account.id, 5000);
    // Never the figures from before the write: nothing until the new ones are read.
    expect(keptNetWorth()).toBeUndefined();
    await expect.poll(() => keptNetWorth(), WAIT).toBe(580000);
  });

  it('follow a write made through another connection, as another tab makes it', async () => {
    const account = await writeSalaryRentGroceries();
    keepHomeFiguresLive();
    await refund(account.id, 10000);
    await expect.poll(() => keptNetWorth(), WAIT).toBe(575000);
    const otherTab = openLedger('own');
    try {
      await refund(account.id, 2000, otherTab);
    } finally {
      otherTab.close();
    }
    await expect.poll(() => keptNetWorth(), WAIT).toBe(577000);
  });

  it("are one profile's: another profile, or this one deleted and opened again, reads its own", async () => {
    const account = await writeSalaryRentGroceries();
    keepHomeFiguresLive();
    await refund(account.id, 10000);
    await expect.poll(() => keptNetWorth(), WAIT).toBe(575000);

    useProfileStore.getState().openProfile('demo');
    expect(liveHomeData(ledgerOf('demo'), today()).snapshot()).toBeUndefined();

    useProfileStore.getState().openProfile('own');
    closeLedgers();
    await deleteLedger('own');
    const reopened = liveHomeData(ledgerOf('own'), today());
    expect(reopened.snapshot()).toBeUndefined();
    const unsubscribe = reopened.subscribe(() => undefined);
    try {
      await expect.poll(() => reopened.snapshot()?.figures.accountCount, WAIT).toBe(0);
    } finally {
      unsubscribe();
    }
  });

  it('are of one day: another day reads its own', async () => {
    const account = await writeSalaryRentGroceries();
    keepHomeFiguresLive();
    await refund(account.id, 10000);
    await expect.poll(() => keptNetWorth(), WAIT).toBe(575000);
    // A day before the account was opened: nothing in it yet.
    const before = liveHomeData(ledgerOf('own'), firstOfMonth(-3));
    expect(before.snapshot()).toBeUndefined();
    const unsubscribe = before.subscribe(() => undefined);
    try {
      await expect.poll(() => before.snapshot()?.figures.netWorth.current, WAIT).toBe(0);
    } finally {
      unsubscribe();
    }
  });

  it('show a Home on screen each write as soon as it is read', async () => {
    const account = await writeSalaryRentGroceries();
    const live = liveHomeData(ledgerOf('own'), today());
    const seen: (number | undefined)[] = [];
    const unsubscribe = live.subscribe(() => seen.push(live.snapshot()?.figures.netWorth.current));
    try {
      await expect.poll(() => seen.at(-1), WAIT).toBe(565000);
      await refund(account.id, 10000);
      // On screen, the figures before the write stay until the new ones are read.
      expect(live.snapshot()?.figures.netWorth.current).toBe(565000);
      await expect.poll(() => seen.at(-1), WAIT).toBe(575000);
    } finally {
      unsubscribe();
    }
  });
});
