import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accounts as sampleAccounts } from '@traguardo/sample-data/accounts';
import { coachWelcomeMessage } from '@traguardo/sample-data/coach-content';
import { vaultDocuments } from '@traguardo/sample-data/documents';
import { goals as sampleGoals } from '@traguardo/sample-data/goals';
import { useChatStore } from './chat-store';
import { documentFilesOf } from './document-files';
import { useDocumentsStore } from './documents-store';
import { usePlanStore } from './plan-store';
import { resetDemoData } from './reset-demo-data';
import { useProfileStore } from './profile-store';
import { ACCOUNTS_STORAGE, GOALS_STORAGE } from './storage';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { addAccount } from '@traguardo/ledger/account-commands';
import { addGoal } from '@traguardo/ledger/goal-commands';
import { listAccounts, listGoals } from '@traguardo/ledger/reference-queries';
import { ledgerOf } from '../ledger/ledger-connection';
import { freshLedgersBeforeEach } from '../testing/fresh-ledgers';

describe('resetDemoData', () => {
  freshLedgersBeforeEach();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('puts every store, its stored value and the stored files back to the sample data', async () => {
    // What the version before the ledger kept, not yet moved into the ledger.
    localStorage.setItem(
      GOALS_STORAGE.name,
      JSON.stringify({ state: { goals: sampleGoals }, version: 1 }),
    );
    localStorage.setItem(
      ACCOUNTS_STORAGE.name,
      JSON.stringify({ state: { accounts: sampleAccounts }, version: 1 }),
    );
    usePlanStore.getState().selectPlan('growth');
    const sent = useChatStore.getState().send('Tasse');
    const uploaded = useDocumentsStore
      .getState()
      .upload(new File(['%PDF-1.4'], 'mio.pdf', { type: 'application/pdf' }), 'application/pdf');
    await vi.advanceTimersByTimeAsync(2000);
    await sent;
    const outcome = await uploaded;
    if (outcome.status !== 'done') throw new Error('caricamento non riuscito');
    expect(await documentFilesOf('demo').read(outcome.document.id)).toBeDefined();

    await resetDemoData();

    expect(usePlanStore.getState().selectedPlanId).toBe('balanced');
    expect(useChatStore.getState().messages.map((m) => m.content)).toEqual([coachWelcomeMessage]);
    expect(useDocumentsStore.getState().documents).toEqual(vaultDocuments);
    expect(localStorage.getItem(GOALS_STORAGE.name)).toBeNull();
    expect(localStorage.getItem(ACCOUNTS_STORAGE.name)).toBeNull();
    expect(await documentFilesOf('demo').read(outcome.document.id)).toBeUndefined();
  });

  it('leaves what the own profile keeps: its chat, plan, documents and files', async () => {
    vi.useRealTimers();
    useProfileStore.getState().openProfile('own');
    usePlanStore.getState().selectPlan('growth');
    await documentFilesOf('own').keep('upload-mio', new ArrayBuffer(8), 'application/pdf');
    useProfileStore.getState().openProfile('demo');

    await resetDemoData();

    expect(usePlanStore.of('own').getState().selectedPlanId).toBe('growth');
    expect(await documentFilesOf('own').read('upload-mio')).toBeDefined();
    usePlanStore.of('own').getState().reset();
  });

  it('empties the demo ledger, to be seeded again, and never touches the own profile', async () => {
    vi.useRealTimers();
    const goal = {
      name: 'Aggiunto nella demo',
      target: 1000,
      current: 0,
      targetDate: '2030-01-01',
      category: 'travel',
      monthlyContribution: 10,
    } as const;
    await addGoal(ledgerOf('demo'), goal);
    await addGoal(ledgerOf('own'), { ...goal, name: 'Mio' });
    await addAccount(ledgerOf('own'), {
      name: 'Il mio conto',
      bank: '',
      type: 'checking',
      openingBalance: 100,
      openingDate: '2025-01-01',
    });

    await resetDemoData();

    const today = todayLocalDate();
    const demoNames = (await listGoals(ledgerOf('demo'), today)).map((g) => g.name);
    expect(demoNames).not.toContain('Aggiunto nella demo');
    expect((await listGoals(ledgerOf('own'), today)).map((g) => g.name)).toEqual(['Mio']);
    expect((await listAccounts(ledgerOf('own'))).map((a) => a.name)).toEqual(['Il mio conto']);
  });
});
