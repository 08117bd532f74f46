import { beforeEach, describe, expect, it, vi } from 'vitest';
import { vaultDocuments } from '@traguardo/sample-data/documents';

// What the version before profiles stored (each store under one device-wide key, version 1):
// after the upgrade it is the demo's, and the own profile starts from nothing of it.

const PLAN_KEY = 'traguardo:investor:plan';
const CHAT_KEY = 'traguardo:investor:chat';
const DOCUMENTS_KEY = 'traguardo:investor:documents';

const uploaded = {
  id: 'upload-4d1c2b3a',
  name: 'contratto-affitto.pdf',
  type: 'property',
  uploadDate: '2026-10-02',
  size: 1_258_291,
  status: 'complete',
  description: '',
};
const question = {
  id: 'msg-domanda',
  content: 'Quanto devo risparmiare?',
  sender: 'user' as const,
  timestamp: '2026-10-02T08:00:00.000Z',
};
const answer = {
  id: 'msg-risposta',
  content: 'Il 20% delle entrate.',
  sender: 'ai' as const,
  timestamp: '2026-10-02T08:00:02.000Z',
};

function storePreviousVersion() {
  localStorage.setItem(
    PLAN_KEY,
    JSON.stringify({ state: { selectedPlanId: 'growth' }, version: 1 }),
  );
  localStorage.setItem(
    CHAT_KEY,
    JSON.stringify({ state: { messages: [question, answer] }, version: 1 }),
  );
  localStorage.setItem(
    DOCUMENTS_KEY,
    JSON.stringify({ state: { documents: [uploaded, ...vaultDocuments] }, version: 1 }),
  );
}

/** The stores as a new page load creates them, from what is stored now. */
async function loadStores() {
  vi.resetModules();
  const [plan, chat, documents, profile] = await Promise.all([
    import('./plan-store'),
    import('./chat-store'),
    import('./documents-store'),
    import('./profile-store'),
  ]);
  return {
    plan: plan.usePlanStore,
    chat: chat.useChatStore,
    documents: documents.useDocumentsStore,
    openProfile: profile.useProfileStore.getState().openProfile,
  };
}

describe('what each profile keeps', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('keeps what the previous version stored in the demo, and the own profile starts empty', async () => {
    storePreviousVersion();
    const stores = await loadStores();
    expect(stores.plan.getState().selectedPlanId).toBe('growth');
    expect(stores.chat.getState().messages).toEqual([question, answer]);
    expect(stores.documents.getState().documents).toEqual([uploaded, ...vaultDocuments]);

    stores.openProfile('own');
    expect(stores.plan.getState().selectedPlanId).toBe('balanced');
    expect(stores.chat.getState().messages.map((message) => message.sender)).toEqual(['ai']);
    expect(stores.documents.getState().documents).toEqual([]);
  });

  it('never mixes: what the own profile changes stays its own, across a reload', async () => {
    storePreviousVersion();
    const before = { ...localStorage };
    const stores = await loadStores();
    stores.openProfile('own');
    stores.plan.getState().selectPlan('conservative');
    stores.chat.setState({ messages: [answer] });

    const reloaded = await loadStores();
    expect(reloaded.plan.getState().selectedPlanId).toBe('conservative');
    expect(reloaded.chat.getState().messages).toEqual([answer]);
    expect(reloaded.plan.of('demo').getState().selectedPlanId).toBe('growth');
    expect(reloaded.chat.of('demo').getState().messages).toEqual([question, answer]);
    for (const key of [PLAN_KEY, CHAT_KEY, DOCUMENTS_KEY])
      expect(localStorage.getItem(key)).toBe(before[key]);

    reloaded.openProfile('demo');
    expect(reloaded.plan.getState().selectedPlanId).toBe('growth');
  });
});
