import { describe, expect, it } from 'vitest';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { addAccount } from '@traguardo/ledger/account-commands';
import { addProperty, deleteProperty } from '@traguardo/ledger/property-commands';
import { ledgerOf } from '../../ledger/ledger-connection';
import {
  firstOfMonth,
  ownProfileBeforeEach,
  writeSalaryRentGroceries,
} from '../../testing/own-ledger';
import { keepHomeFiguresLive, liveHomeData } from './home-figures-live';
import { homeScreenData } from './home-screen-figures';

const WAIT = { timeout: 5000 };

/** The own ledger: 5.650 € on the current account, and a mortgage of 180.000 € left. */
async function writeHomeowner() {
  await writeSalaryRentGroceries();
  await addAccount(ledgerOf('own'), {
    name: 'Mutuo casa',
    bank: 'Banca Esempio',
    type: 'mortgage',
    openingBalance: -18000000,
    openingDate: firstOfMonth(-2),
  });
  return (await ledgerOf('own').accounts.toArray()).find((a) => a.type === 'mortgage');
}

describe('Home, own profile, with the properties it recorded', () => {
  ownProfileBeforeEach();

  it('without a property: the mortgage counts in net worth and is left out of the debt ratio', async () => {
    await writeHomeowner();
    const { figures } = await homeScreenData(ledgerOf('own'), todayLocalDate(), null);
    expect(figures.netWorth.current).toBe(565000 - 18000000);
    expect(figures.debtRatioLeavesOutMortgage).toBe(true);
    expect(figures.debtRatio).toBe(0);
  });

  it('adds each property from the month of its estimate on, and measures the mortgage against it', async () => {
    const mortgage = await writeHomeowner();
    await addProperty(
      ledgerOf('own'),
      {
        name: 'Casa di via Roma',
        value: 35000000,
        estimateDate: firstOfMonth(-1),
        primaCasa: true,
        mortgageAccountId: mortgage?.id,
      },
      todayLocalDate(),
    );
    const { figures } = await homeScreenData(ledgerOf('own'), todayLocalDate(), null);
    // 5.650 € − 180.000 € + 350.000 €; at the end of last month 4.100 € − 180.000 € + 350.000 €.
    expect(figures.netWorth).toMatchObject({
      current: 17565000,
      previous: 17410000,
      change: 155000,
    });
    expect(figures.netWorthHistory.map((point) => point.value)).toEqual([
      255000 - 18000000,
      17410000,
      17565000,
    ]);
    // 180.000 € of debts over 5.650 € + 350.000 € of assets.
    expect(figures.debtRatio).toBe(51);
    expect(figures.debtRatioLeavesOutMortgage).toBe(false);
  });

  it('are read again when a property is added or deleted', async () => {
    await writeHomeowner();
    keepHomeFiguresLive();
    const db = ledgerOf('own');
    const kept = () => liveHomeData(db, todayLocalDate()).snapshot()?.figures.netWorth.current;
    const home = await addProperty(
      db,
      { name: 'Box auto', value: 2500000, estimateDate: firstOfMonth(0), primaCasa: false },
      todayLocalDate(),
    );
    await expect.poll(kept, WAIT).toBe(565000 - 18000000 + 2500000);
    await deleteProperty(db, home.id);
    await expect.poll(kept, WAIT).toBe(565000 - 18000000);
  });
});
