import { describe, expect, it } from 'vitest';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { homeFigures } from '@traguardo/ledger/figure-queries';
import { ledgerOf } from '../ledger/ledger-connection';
import { freshLedgersBeforeEach } from '../testing/fresh-ledgers';
import { writeSalaryRentGroceries } from '../testing/own-ledger';
import { coachFacts } from './coach-facts';

const now = Promise.resolve();

describe('the figures the coach quotes', () => {
  freshLedgersBeforeEach();

  it('are Home’s, from the demo ledger', async () => {
    const facts = await coachFacts('demo', 'emergency', now);
    const home = await homeFigures(ledgerOf('demo'), todayLocalDate());
    expect(facts.emergencyFundMonths).toBe(home.emergencyFundMonths);
    expect(facts.savingsRate).toBe(home.savingsRate);
    expect(facts.tax).toBeDefined();
  });

  it('are the own profile’s, never the demo’s', async () => {
    await writeSalaryRentGroceries();
    const facts = await coachFacts('own', 'emergency', now);
    const home = await homeFigures(ledgerOf('own'), todayLocalDate());
    expect(facts).toMatchObject({
      savingsRate: 68,
      emergencyFundMonths: home.emergencyFundMonths,
      home: undefined,
      pension: undefined,
    });
    expect(facts.tax).toBeUndefined();
  });

  it('are absent, not zero, on an empty own profile', async () => {
    const facts = await coachFacts('own', 'saving', now);
    expect(facts).toMatchObject({ savingsRate: null, emergencyFundMonths: null });
  });
});
