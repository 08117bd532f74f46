import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIMULATED_DELAY_MS } from '@traguardo/domain/constants';
import { accounts as sampleAccounts } from '@traguardo/sample-data/accounts';
import { useAccountsStore } from './accounts-store';
import { ACCOUNTS_STORAGE } from './storage';
import { resetStoreBeforeEach } from '../testing/reset-store-before-each';
import { expectStored } from '../testing/stored-state';

describe('accounts store', () => {
  resetStoreBeforeEach(useAccountsStore);
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts idle with the sample accounts', () => {
    const state = useAccountsStore.getState();
    expect(state.linkStatus).toBe('idle');
    expect(state.accounts).toEqual(sampleAccounts);
  });

  it('goes idle → linking → idle and appends a checking account after the wait', async () => {
    const pending = useAccountsStore.getState().linkBank();
    expect(useAccountsStore.getState().linkStatus).toBe('linking');
    expect(useAccountsStore.getState().accounts).toHaveLength(sampleAccounts.length);

    await vi.advanceTimersByTimeAsync(SIMULATED_DELAY_MS);
    const account = await pending;

    const state = useAccountsStore.getState();
    expect(state.linkStatus).toBe('idle');
    expect(state.accounts).toHaveLength(sampleAccounts.length + 1);
    expect(account?.type).toBe('checking');
    expect(state.accounts.at(-1)).toEqual(account);
  });

  it('dates a bank linked at 00:30 in Italy with the Italian day, not the UTC one', async () => {
    // The test script runs with TZ=Europe/Rome; 23:30 UTC on 14 March is 00:30 on the 15th.
    vi.setSystemTime(new Date('2026-03-14T23:30:00Z'));
    const pending = useAccountsStore.getState().linkBank();
    await vi.advanceTimersByTimeAsync(SIMULATED_DELAY_MS);
    expect((await pending)?.lastUpdated).toBe('2026-03-15');
  });

  it('ignores a second call while linking', async () => {
    const first = useAccountsStore.getState().linkBank();
    const second = useAccountsStore.getState().linkBank();
    await vi.advanceTimersByTimeAsync(SIMULATED_DELAY_MS);
    expect(await second).toBeUndefined();
    expect(await first).toBeDefined();
    expect(useAccountsStore.getState().accounts).toHaveLength(sampleAccounts.length + 1);
  });

  it('gives every linked account its own id', async () => {
    for (let i = 0; i < 2; i += 1) {
      const pending = useAccountsStore.getState().linkBank();
      await vi.advanceTimersByTimeAsync(SIMULATED_DELAY_MS);
      await pending;
    }
    const ids = useAccountsStore.getState().accounts.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('never mutates the sample list', async () => {
    const pending = useAccountsStore.getState().linkBank();
    await vi.advanceTimersByTimeAsync(SIMULATED_DELAY_MS);
    await pending;
    expect(useAccountsStore.getState().accounts).not.toBe(sampleAccounts);
    expect(sampleAccounts.some((a) => a.id.startsWith('linked-'))).toBe(false);
  });

  it('stores the accounts but not the link status', async () => {
    const pending = useAccountsStore.getState().linkBank();
    await vi.advanceTimersByTimeAsync(SIMULATED_DELAY_MS);
    await pending;
    expectStored(ACCOUNTS_STORAGE, { accounts: useAccountsStore.getState().accounts });
  });
});
