import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Goal } from '@traguardo/domain/entities';
import { accounts as sampleAccounts } from '@traguardo/sample-data/accounts';
import { vaultDocuments } from '@traguardo/sample-data/documents';
import { goals as sampleGoals } from '@traguardo/sample-data/goals';
import { backupKeyPrefix } from '@traguardo/persistence/key-value-storage';
import {
  ACCOUNTS_STORAGE,
  CHAT_STORAGE,
  DOCUMENTS_STORAGE,
  GOALS_STORAGE,
  INVESTOR_STORAGE_KEYS,
  PLAN_STORAGE,
} from './storage';

// Each test loads the stores afresh, as a new page load would, from what is stored now.
async function loadStores() {
  vi.resetModules();
  const [goals, accounts, plan, chat, documents, notices] = await Promise.all([
    import('./goals-store'),
    import('./accounts-store'),
    import('./plan-store'),
    import('./chat-store'),
    import('./documents-store'),
    import('@traguardo/persistence/storage-notices'),
  ]);
  return {
    goals: goals.useGoalsStore,
    accounts: accounts.useAccountsStore,
    plan: plan.usePlanStore,
    chat: chat.useChatStore,
    documents: documents.useDocumentsStore,
    notices: () => notices.storageNotices.read().notices,
  };
}

function store(name: string, state: unknown, version = 1) {
  localStorage.setItem(name, JSON.stringify({ state, version }));
}

function backupsOf(name: string): string[] {
  return Object.keys(localStorage).filter((key) => key.startsWith(backupKeyPrefix(name)));
}

const firstGoal = sampleGoals[0] as Goal;
const addedGoal: Goal = { ...firstGoal, id: 'goal-aggiunto', name: 'Casa al mare' };

describe('investor storage', () => {
  beforeEach(() => {
    vi.useRealTimers();
  });

  it('a first start shows the sample data and writes nothing', async () => {
    const stores = await loadStores();
    expect(stores.goals.getState().goals).toEqual(sampleGoals);
    expect(stores.accounts.getState().accounts).toEqual(sampleAccounts);
    expect(stores.documents.getState().documents).toEqual(vaultDocuments);
    expect(stores.plan.getState().selectedPlanId).toBe('balanced');
    expect(stores.chat.getState().messages).toHaveLength(1);
    expect(localStorage).toHaveLength(0);
    expect(stores.notices()).toEqual([]);
  });

  it('a new start shows what every store saved before', async () => {
    const account = { ...sampleAccounts[0], id: 'linked-checking-x', name: 'Conto nuovo' };
    const document = { ...vaultDocuments[0], id: 'upload-x', name: 'mio.pdf' };
    const message = {
      id: 'msg-x',
      content: 'Domanda salvata',
      sender: 'user',
      timestamp: '2025-01-15T10:00:00.000Z',
    };
    store(GOALS_STORAGE.name, { goals: [...sampleGoals, addedGoal] });
    store(ACCOUNTS_STORAGE.name, { accounts: [account] });
    store(PLAN_STORAGE.name, { selectedPlanId: 'growth' });
    store(CHAT_STORAGE.name, { messages: [message] });
    store(DOCUMENTS_STORAGE.name, { documents: [document] });

    const stores = await loadStores();
    expect(stores.goals.getState().goals.at(-1)).toEqual(addedGoal);
    expect(stores.accounts.getState().accounts).toEqual([account]);
    expect(stores.plan.getState().selectedPlanId).toBe('growth');
    expect(stores.chat.getState().messages).toEqual([message]);
    expect(stores.chat.getState().pending).toBe(false);
    expect(stores.documents.getState().documents).toEqual([document]);
    expect(stores.documents.getState().uploadStatus).toBe('idle');
    expect(stores.notices()).toEqual([]);
  });

  it.each([
    ['garbage JSON', 'non è json {'],
    ['a newer version', JSON.stringify({ state: { goals: [addedGoal] }, version: 99 })],
    ['an older version', JSON.stringify({ state: { goals: [addedGoal] }, version: 0 })],
    ['a goal without a target', JSON.stringify({ state: { goals: [{ id: 'x' }] }, version: 1 })],
    [
      'two goals with the same id',
      JSON.stringify({ state: { goals: [addedGoal, addedGoal] }, version: 1 }),
    ],
  ])('keeps %s aside, starts from the sample data and says so', async (_label, raw) => {
    localStorage.setItem(GOALS_STORAGE.name, raw);
    const stores = await loadStores();
    expect(stores.goals.getState().goals).toEqual(sampleGoals);
    expect(localStorage.getItem(GOALS_STORAGE.name)).toBeNull();
    const [backup, ...more] = backupsOf(GOALS_STORAGE.name);
    expect(more).toEqual([]);
    expect(localStorage.getItem(backup ?? '')).toBe(raw);
    expect(stores.notices()).toEqual(['restored']);
  });

  it.each(INVESTOR_STORAGE_KEYS.map((key) => [key]))(
    'keeps a bad value of %s aside too',
    async (key) => {
      localStorage.setItem(key, JSON.stringify({ state: { nulla: true }, version: 1 }));
      const stores = await loadStores();
      expect(backupsOf(key)).toHaveLength(1);
      expect(stores.notices()).toEqual(['restored']);
    },
  );

  it('shows in this tab what another tab saved', async () => {
    const stores = await loadStores();
    store(GOALS_STORAGE.name, { goals: [...sampleGoals, addedGoal] });
    window.dispatchEvent(new StorageEvent('storage', { key: GOALS_STORAGE.name }));
    await vi.waitFor(() => expect(stores.goals.getState().goals.at(-1)).toEqual(addedGoal));
  });
});
