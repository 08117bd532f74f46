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

afterEach(() => {
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
});
