import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';

const KEY = 'traguardo:test:plan';

const PLAN = {
  name: KEY,
  label: 'il piano',
  version: 1,
  schema: v.object({ plan: v.string() }),
};

type Plan = { plan: string };

/** Fresh modules, so the gate reads the page as it is now. */
async function createPlanStore() {
  const { createPersistedStore } = await import('./create-persisted-store');
  return createPersistedStore<Plan>()(PLAN, () => ({ plan: 'bilanciato' }), {
    partialize: (state) => state,
    onNotice: () => {},
  });
}

/** What the pre-paint script does when the app has stored state. */
function markStoredStatePending() {
  document.documentElement.setAttribute('data-stored-state', 'pending');
}

const isMarked = () => document.documentElement.hasAttribute('data-stored-state');

afterEach(() => {
  document.documentElement.removeAttribute('data-stored-state');
  localStorage.clear();
  document.body.replaceChildren();
  vi.resetModules();
});

describe('stored state on a prerendered page', () => {
  it('keeps the initial state until applyStoredState, then loads the stored one', async () => {
    localStorage.setItem(KEY, JSON.stringify({ state: { plan: 'crescita' }, version: 1 }));
    // The build's markup is in #root: React will hydrate it from the sample data.
    document.body.innerHTML = '<div id="root"><h1>Investi</h1></div>';
    vi.resetModules();
    const store = await createPlanStore();
    expect(store.getState().plan).toBe('bilanciato');

    const { applyStoredState } = await import('./stored-state-gate');
    applyStoredState();
    expect(store.getState().plan).toBe('crescita');
    // A store created afterwards (a lazily loaded screen's) loads at once.
    expect((await createPlanStore()).getState().plan).toBe('crescita');
  });

  it('loads at creation when nothing is prerendered', async () => {
    localStorage.setItem(KEY, JSON.stringify({ state: { plan: 'crescita' }, version: 1 }));
    document.body.innerHTML = '<div id="root"></div>';
    vi.resetModules();
    expect((await createPlanStore()).getState().plan).toBe('crescita');
  });

  it('keeps the page marked while the prerendered page waits, unmarks it once loaded', async () => {
    localStorage.setItem(KEY, JSON.stringify({ state: { plan: 'crescita' }, version: 1 }));
    markStoredStatePending();
    document.body.innerHTML = '<div id="root"><h1>Investi</h1></div>';
    vi.resetModules();
    const store = await createPlanStore();
    expect(isMarked()).toBe(true);

    const { applyStoredState } = await import('./stored-state-gate');
    applyStoredState();
    // Both at once: the saved plan is in the store when the page shows again.
    expect(isMarked()).toBe(false);
    expect(store.getState().plan).toBe('crescita');
  });

  it('unmarks the page when it renders afresh, with nothing waiting', async () => {
    markStoredStatePending();
    document.body.innerHTML = '<div id="root"></div>';
    vi.resetModules();
    const { applyStoredState } = await import('./stored-state-gate');
    applyStoredState();
    expect(isMarked()).toBe(false);
  });

  it('unmarks the page even when loading a store fails', async () => {
    markStoredStatePending();
    document.body.innerHTML = '<div id="root"><h1>Investi</h1></div>';
    vi.resetModules();
    const { applyStoredState, whenStoredStateMayLoad } = await import('./stored-state-gate');
    whenStoredStateMayLoad(() => {
      throw new Error('archivio illeggibile');
    });
    expect(() => applyStoredState()).toThrow('archivio illeggibile');
    expect(isMarked()).toBe(false);
  });
});
