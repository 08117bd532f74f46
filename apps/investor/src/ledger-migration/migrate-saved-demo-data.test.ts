import { beforeEach, describe, expect, it, vi } from 'vitest';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { type Account } from '@traguardo/domain/entities';
import { goalFromTemplate } from '@traguardo/domain/goals';
import { listAccountsWithBalances, listGoals } from '@traguardo/ledger/reference-queries';
import { accounts as sampleAccounts } from '@traguardo/sample-data/accounts';
import { goalTemplates } from '@traguardo/sample-data/goal-templates';
import { goals as sampleGoals } from '@traguardo/sample-data/goals';
import { ledgerOf } from '../ledger/ledger-connection';
import { useAccountsStore } from '../stores/accounts-store';
import { useGoalsStore } from '../stores/goals-store';
import { ACCOUNTS_STORAGE, GOALS_STORAGE } from '../stores/storage';
import { freshLedgersBeforeEach } from '../testing/fresh-ledgers';
import { resetStoreBeforeEach } from '../testing/reset-store-before-each';
import { migrateSavedDemoData } from './migrate-saved-demo-data';

const GOALS_KEY = 'traguardo:investor:goals';
const ACCOUNTS_KEY = 'traguardo:investor:accounts';

// What the version before the ledger wrote, byte for byte: the sample goals and accounts
// followed by what the user added, under { state, version: 1 }.
const addedGoal = {
  id: 'goal-4b0c1e9e-6a1f-4f5e-9d7e-2f1a8c3b5d70',
  name: 'Viaggio dei sogni',
  target: 15000,
  current: 0,
  targetDate: '2027-11-25',
  category: 'travel',
  progress: 0,
  monthlyContribution: 625,
};
const linkedAccount = {
  id: 'linked-checking-0f3e6d2a-7b1c-4e8a-9c5d-3a2b1c0d9e8f',
  name: 'Conto Corrente Collegato',
  type: 'checking',
  balance: 2500,
  currency: 'EUR',
  bank: 'Banco BPM',
  lastUpdated: '2025-03-14',
};
const STORED_GOALS = JSON.stringify({ state: { goals: [...sampleGoals, addedGoal] }, version: 1 });
const STORED_ACCOUNTS = JSON.stringify({
  state: { accounts: [...sampleAccounts, linkedAccount] },
  version: 1,
});

const today = todayLocalDate();
const SEEDED_GOAL_IDS = new Set(sampleGoals.map((goal) => goal.id));
const SEEDED_ACCOUNT_IDS = new Set(sampleAccounts.map((account) => account.id));
/** The demo ledger's goals and accounts beyond the ones the demo is seeded with. */
const demoGoals = async () =>
  (await listGoals(ledgerOf('demo'), today)).filter((goal) => !SEEDED_GOAL_IDS.has(goal.id));
const demoAccounts = async () =>
  (await listAccountsWithBalances(ledgerOf('demo'), today)).filter(
    (account) => !SEEDED_ACCOUNT_IDS.has(account.id),
  );
const demoCounts = async () => ({
  goals: await ledgerOf('demo').goals.count(),
  accounts: await ledgerOf('demo').accounts.count(),
});

describe('migrateSavedDemoData', () => {
  freshLedgersBeforeEach();
  resetStoreBeforeEach(useGoalsStore);
  resetStoreBeforeEach(useAccountsStore);
  // Resetting a store writes its key: each test starts from a device with nothing stored.
  beforeEach(() => {
    localStorage.clear();
  });

  it('moves the added goal and the linked account into the demo ledger, then removes the keys', async () => {
    localStorage.setItem(GOALS_KEY, STORED_GOALS);
    localStorage.setItem(ACCOUNTS_KEY, STORED_ACCOUNTS);

    expect(await migrateSavedDemoData()).toEqual({ added: 2, keptAside: 0 });

    expect(await demoGoals()).toEqual([addedGoal]);
    const [account, ...others] = await demoAccounts();
    expect(others).toEqual([]);
    expect(account).toMatchObject({
      id: linkedAccount.id,
      name: 'Conto Corrente Collegato',
      bank: 'Banco BPM',
      type: 'checking',
      balance: 250_000,
      archived: false,
    });
    expect(localStorage.getItem(GOALS_KEY)).toBeNull();
    expect(localStorage.getItem(ACCOUNTS_KEY)).toBeNull();
    // The demo's own goals and accounts stay beside them; the own profile is not touched.
    expect(await demoCounts()).toEqual({
      goals: sampleGoals.length + 1,
      accounts: sampleAccounts.length + 1,
    });
    expect(await listGoals(ledgerOf('own'), today)).toEqual([]);
  });

  it('is idempotent: run again on the same stored state, it adds nothing', async () => {
    localStorage.setItem(GOALS_KEY, STORED_GOALS);
    localStorage.setItem(ACCOUNTS_KEY, STORED_ACCOUNTS);
    await migrateSavedDemoData();
    const once = await demoCounts();
    expect(await migrateSavedDemoData()).toBeUndefined();

    localStorage.setItem(GOALS_KEY, STORED_GOALS);
    localStorage.setItem(ACCOUNTS_KEY, STORED_ACCOUNTS);
    expect(await migrateSavedDemoData()).toEqual({ added: 0, keptAside: 0 });
    expect(await demoCounts()).toEqual(once);
    expect(await demoGoals()).toHaveLength(1);
    expect(await demoAccounts()).toHaveLength(1);
  });

  it('sets up no database when nothing was saved', async () => {
    const ledger = vi.fn(() => ledgerOf('demo'));
    expect(await migrateSavedDemoData(ledger)).toBeUndefined();
    expect(ledger).not.toHaveBeenCalled();
  });

  it('keeps the keys when the ledger cannot be written', async () => {
    localStorage.setItem(GOALS_KEY, STORED_GOALS);
    localStorage.setItem(ACCOUNTS_KEY, STORED_ACCOUNTS);
    const db = ledgerOf('demo');
    db.close();

    await expect(migrateSavedDemoData(() => db)).rejects.toThrow();
    expect(localStorage.getItem(GOALS_KEY)).toBe(STORED_GOALS);
    expect(localStorage.getItem(ACCOUNTS_KEY)).toBe(STORED_ACCOUNTS);
  });

  it('sets aside, in the ledger, a goal the ledger refuses, and moves the rest', async () => {
    const longName = { ...addedGoal, id: 'goal-lungo', name: 'Un nome molto lungo '.repeat(6) };
    localStorage.setItem(
      GOALS_KEY,
      JSON.stringify({ state: { goals: [addedGoal, longName] }, version: 1 }),
    );
    expect(await migrateSavedDemoData()).toEqual({ added: 1, keptAside: 1 });
    expect(await demoGoals()).toEqual([addedGoal]);
    const kept = await ledgerOf('demo').keptAside.toArray();
    expect(kept).toMatchObject([{ table: 'goals', key: '"goal-lungo"', record: longName }]);
    expect(localStorage.getItem(GOALS_KEY)).toBeNull();
  });

  it('leaves a damaged stored value to its store, which keeps it aside as before', async () => {
    localStorage.setItem(GOALS_KEY, '{"state":{"goals":"rotto"},"version":1}');
    expect(await migrateSavedDemoData()).toBeUndefined();
    expect(localStorage.getItem(GOALS_KEY)).toBeNull();
    const backups = Object.keys(localStorage).filter((key) =>
      key.startsWith(`${GOALS_KEY}:backup:`),
    );
    expect(backups).toHaveLength(1);
    expect(await demoGoals()).toEqual([]);
  });

  it('finds every added goal and linked account in the demo ledger, as their stores wrote them', async () => {
    const [first, second] = goalTemplates;
    if (first === undefined || second === undefined) throw new Error('modelli mancanti');
    const now = new Date();
    // What "Aggiungi obiettivo" and "Collega la tua banca" put in these stores, which wrote it.
    const added = [
      goalFromTemplate(first, now, 'goal-aggiunto-1'),
      goalFromTemplate(second, now, 'goal-aggiunto-2'),
    ];
    useGoalsStore.setState((state) => ({ goals: [...state.goals, ...added] }));
    const linked: Account = {
      ...linkedAccount,
      type: 'checking',
      currency: 'EUR',
      lastUpdated: today,
    };
    useAccountsStore.setState((state) => ({ accounts: [...state.accounts, linked] }));
    expect(GOALS_STORAGE.version).toBe(1);
    expect(ACCOUNTS_STORAGE.version).toBe(1);

    await migrateSavedDemoData();

    expect(await demoGoals()).toEqual(
      [...added].sort((a, b) => a.targetDate.localeCompare(b.targetDate)),
    );
    expect(await demoAccounts()).toMatchObject([
      { id: linked.id, name: linked.name, bank: linked.bank, balance: 250_000 },
    ]);
    expect(localStorage.getItem(GOALS_STORAGE.name)).toBeNull();
    expect(localStorage.getItem(ACCOUNTS_STORAGE.name)).toBeNull();
  });
});
